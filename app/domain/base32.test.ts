import { describe, expect, it } from "vitest";
import { fromBase32, toBase32 } from "./base32";

describe("base32", () => {
  it("encodes as RFC 4648 does, without padding", () => {
    expect(toBase32(new TextEncoder().encode("foobar"))).toBe("MZXW6YTBOI");
    expect(toBase32(new TextEncoder().encode("f"))).toBe("MY");
  });

  it("decodes what it encodes, ignoring case, spaces and padding, and refuses other letters", () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255, 17, 99]);
    expect(fromBase32(toBase32(bytes))).toEqual(bytes);
    expect(new TextDecoder().decode(fromBase32("mzxw 6ytb oi======")!)).toBe("foobar");
    expect(fromBase32("MZXW1")).toBeNull();
  });
});
