// Values no browser's form would send, for property-based tests of the server's input
// handling: control characters, invalid UTF-8, operators of search syntaxes, absurd
// numbers, huge text, repeated and array-style parameters, and bodies of the wrong kind.
import fc from "fast-check";

const SPECIAL = [
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[2J",
  "\r\n\t",
  "\u007f\u0085\u2028",
  "\u202eevil",
  "\ufeff",
  "%",
  "_",
  "\\",
  '"',
  "'",
  "*",
  '"villa" NEAR(hotel) ^ : ( AND OR NOT',
  "'; DROP TABLE properties; --",
  "1' OR '1'='1",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "",
  " ",
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "0x10",
  "1e3",
  "-0",
  "1.5",
];

/** Text as a string: sent percent-encoded, as UTF-8. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom("\u0000", "\u0001", "\u0008", "\u001f", "\u007f", "a", "%", "*"),
    maxLength: 30,
  }),
  fc.integer({ min: 1, max: 100_000 }).map((length) => "x".repeat(length)),
  fc.double().map(String),
  fc.bigInt().map(String),
);

/** Raw bytes, percent-encoded one by one: invalid UTF-8 and overlong forms among them. */
export const rawBytes: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("%FF", "%C0%AF", "%ED%A0%80", "%E2%82", "%00", "%F4%90%80%80", "%", "%G1", "%%"),
  fc
    .uint8Array({ maxLength: 16 })
    .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")),
);

/** Path segments that are not text: NUL and other controls, and invalid UTF-8 (overlong, a lone surrogate). */
export const HOSTILE_PATH_SEGMENTS = ["%00", "a%00b", "%1B", "%FF", "%C0%AF", "%ED%A0%80"];

/** A value ready to put in a query string or a url-encoded body, as text or raw bytes. */
export const encodedValue: fc.Arbitrary<string> = fc.oneof(
  hostileText.map((text) => encodeURIComponent(text.toWellFormed())),
  rawBytes,
);

/** The name of a parameter as sent: known, array-style, unknown or itself hostile. */
export const parameterName = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...known),
    fc.constantFrom(...known).map((name) => `${name}[]`),
    fc.constantFrom(...known).map((name) => `${name}[0]`),
    encodedValue,
  );

/** A query string of one to four parameters, names possibly repeated. */
export const hostileQuery = (known: readonly string[]): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(parameterName(known), encodedValue), { minLength: 1, maxLength: 4 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join("&"));

/** A body of a kind the forms do not take, or of their kind but broken. */
export const wrongBody: fc.Arbitrary<{ contentType: string | null; body: string }> = fc.oneof(
  fc.record({ contentType: fc.constant("application/json"), body: fc.json() }),
  fc.record({ contentType: fc.constant("text/plain"), body: hostileText }),
  fc.record({ contentType: fc.constant("application/xml"), body: fc.constant("<a>&xxe;</a>") }),
  fc.record({
    contentType: fc.constantFrom(
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "multipart/form-data; boundary=",
    ),
    body: fc.constantFrom(
      "--x\r\nbroken",
      "--y\r\n\r\n--y--",
      "",
      "--x\r\nContent-Disposition: form-data\r\n\r\n",
    ),
  }),
  fc.record({
    contentType: fc.constant("application/x-www-form-urlencoded"),
    body: encodedValue.map((value) => `name=${value}&%%%=${value}`),
  }),
  fc.record({ contentType: fc.constant(null), body: hostileText }),
);

/** Runs per property: a few in the test suite, thousands in `npm run fuzz`. */
export const FUZZ_RUNS = Number(process.env.MAKAZI_FUZZ_RUNS ?? 25);
/** The same seed every run, so that a failure found once is found again. */
export const FUZZ_SEED = Number(process.env.MAKAZI_FUZZ_SEED ?? 20_261_124);
