const wholeNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** `12,345`. */
export function formatInteger(value: number): string {
  return wholeNumber.format(value);
}
