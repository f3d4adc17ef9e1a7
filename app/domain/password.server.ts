import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { concurrencyLimit } from "~/shared/concurrency-limit";

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1. */
const LOG_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Each hash takes 128 MiB and a core for a good part of a second: a burst of sign-ins must not
 * take the server's memory or its cores from the visitors. Beyond the queue, a check is
 * refused with QueueFullError and the sign-in asks to try again shortly.
 */
const HASHES_AT_ONCE = 2;
const HASHES_WAITING = 32;
const hashingTurn = concurrencyLimit(HASHES_AT_ONCE, HASHES_WAITING);

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  return hashingTurn(() => scryptKey(password, salt, logN, r, p));
}

function scryptKey(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const cost = 2 ** logN;
  // scrypt needs 128 × N × r bytes; Node's default limit (32 MiB) is below that at these parameters.
  const options: ScryptOptions = { N: cost, r, p, maxmem: 2 * 128 * cost * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$17$8$1$<salt>$<hash>`, salt and hash in base64url: the string says how to check it. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, LOG_N, BLOCK_SIZE, PARALLELISM);
  return [
    "scrypt",
    LOG_N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

const ENCODED = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** Whether `password` matches `encoded`; false for anything not made by hashPassword. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = ENCODED.exec(encoded);
  if (!match) return false;
  const [, logN, r, p, salt, hash] = match;
  const expected = Buffer.from(hash!, "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt!, "base64url"), Number(logN), Number(r), Number(p));
  return timingSafeEqual(actual, expected);
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const READABLE = "abcdefghjkmnpqrstuvwxyz23456789";

/** A random password such as `k7mq2-xr9ta-h3npw-5fcud`: about 99 bits, easy to type once. */
export function generateOneTimePassword(): string {
  const group = () => Array.from({ length: 5 }, () => READABLE[randomInt(READABLE.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}
