const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The first four groups of an IPv6 address, its /64 network: `2001:db8:0:12::1` → `2001:db8:0:12`.
 * A household or phone is given a whole /64 and can pick any address in it.
 */
function ipv6Network(address: string): string {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 address (`64:ff9b::192.0.2.1`) fills the last two groups.
  const rightLength = right.reduce((length, group) => length + (group.includes(".") ? 2 : 1), 0);
  const zeros = Array<string>(Math.max(0, 8 - left.length - rightLength)).fill("0");
  const full = tail === undefined ? left : [...left, ...zeros, ...right];
  return full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":");
}

/**
 * Who a client is, for limits: its IPv4 address, or the /64 network of an IPv6 address
 * (`2001:db8:0:12::/64`), since a household or phone may use any address in it.
 */
export function clientNetwork(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const mapped = MAPPED_IPV4.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(":")) return plain;
  return `${ipv6Network(plain)}::/64`;
}
