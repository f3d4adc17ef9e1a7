// The bytes a query string or a form may hold. Text someone typed is UTF-8 without a NUL
// byte: a NUL is what PostgreSQL cannot store and SQLite's search reads as the end of a query,
// and bytes that are not UTF-8 would be read as "�" wherever they were sent.

const PERCENT = 0x25;
const HEX_DIGIT = /^[0-9a-f]$/i;

/** `encoded` (a query string or a url-encoded body) with each `%XX` turned into its byte. */
export function percentDecoded(encoded: Uint8Array): Uint8Array {
  const decoded = new Uint8Array(encoded.length);
  let length = 0;
  for (let index = 0; index < encoded.length; index++) {
    const high = String.fromCharCode(encoded[index + 1] ?? 0);
    const low = String.fromCharCode(encoded[index + 2] ?? 0);
    if (encoded[index] === PERCENT && HEX_DIGIT.test(high) && HEX_DIGIT.test(low)) {
      decoded[length++] = Number.parseInt(high + low, 16);
      index += 2;
    } else {
      decoded[length++] = encoded[index]!;
    }
  }
  return decoded.subarray(0, length);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether `bytes` are UTF-8 (no overlong form, no lone surrogate) with no NUL byte. */
export function isTypedText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether every name and value of a query string or url-encoded body is typed text once its
 * escapes are read. Checked whole: `&` and `=` are single bytes no UTF-8 character holds.
 */
export function isTypedFormEncoding(encoded: Uint8Array): boolean {
  return isTypedText(percentDecoded(encoded));
}
