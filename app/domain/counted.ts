/** A number of things in the office's English: `1 photo`, `1,250 photos`. */
export function counted(number: number, one: string, many: string): string {
  return `${number.toLocaleString("en-KE")} ${number === 1 ? one : many}`;
}
