import { describe, expect, it } from "vitest";
import { isTypedFormEncoding, isTypedText, percentDecoded } from "./form-bytes";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("percentDecoded", () => {
  it("reads each escape as its byte and leaves broken escapes and other bytes as sent", () => {
    expect([...percentDecoded(bytes("a%00b%ff%G1%%2"))]).toEqual([0x61, 0, 0x62, 0xff, ...bytes("%G1%%2")]);
    expect(new TextDecoder().decode(percentDecoded(bytes("q=Wanjir%C5%A9+Nyali&x=%E2%82%AC")))).toBe(
      "q=Wanjirũ+Nyali&x=€",
    );
  });
});

describe("isTypedText", () => {
  it("takes UTF-8 text in any script, with tabs, line breaks and other controls", () => {
    for (const text of ["Karen", "Ñyumba 🏠 مرحبا", "line\r\nbreak\ttab", "bell\u0007 escape\u001b", ""]) {
      expect(isTypedText(bytes(text)), text).toBe(true);
    }
  });

  it("refuses a NUL byte and bytes that are not UTF-8", () => {
    expect(isTypedText(bytes("Ka\u0000ren"))).toBe(false);
    for (const broken of [
      [0xff],
      [0xc3, 0x28],
      [0xc0, 0x80],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xe2, 0x82],
    ]) {
      expect(isTypedText(Uint8Array.from(broken)), broken.join(",")).toBe(false);
    }
  });
});

describe("isTypedFormEncoding", () => {
  it("refuses a NUL byte or invalid UTF-8, escaped or raw, in any name or value", () => {
    for (const query of ["q=Ka%00ren", "%00=x", "q=%FF", "q=%C3%28", "city=%C0%AF", "q=%ED%A0%80"]) {
      expect(isTypedFormEncoding(bytes(query)), query).toBe(false);
    }
    expect(isTypedFormEncoding(Uint8Array.from([0x71, 0x3d, 0x00]))).toBe(false);
    expect(isTypedFormEncoding(Uint8Array.from([0x71, 0x3d, 0xff]))).toBe(false);
  });

  it("takes what a browser's form sends, percent signs that escape nothing among it", () => {
    for (const query of [
      "q=Karen&city=Nairobi",
      "q=100%25",
      "q=50%",
      "q=%E2%82%AC+%1B",
      "message=Habari%0D%0A",
    ]) {
      expect(isTypedFormEncoding(bytes(query)), query).toBe(true);
    }
  });
});
