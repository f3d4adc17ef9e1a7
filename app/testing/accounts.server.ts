import { createUser } from "~/data/users.server";
import { hashPassword } from "~/domain/password.server";
import type { TestSite } from "./test-services.server";

export const ADMIN = { email: "wanjiru@makazi.test", password: "correct horse battery" };
export const AGENT = { email: "otieno@makazi.test", password: "another long password" };
export const ASSISTANT = { email: "akinyi@makazi.test", password: "a third long password" };

/** Hashed once per test file: hashing at the production cost for every test would dominate the run. */
let passwordHashes: Promise<[string, string, string]> | undefined;

/** Adds the owner (the original administrator), an agent and an assistant, with the passwords above. */
export async function addAccounts(site: TestSite): Promise<void> {
  const db = site.services.database.db;
  passwordHashes ??= Promise.all([
    hashPassword(ADMIN.password),
    hashPassword(AGENT.password),
    hashPassword(ASSISTANT.password),
  ]);
  const [ownerHash, agentHash, assistantHash] = await passwordHashes;
  await createUser(db, { email: ADMIN.email, passwordHash: ownerHash, role: "owner", name: "Wanjiru" });
  await createUser(db, { email: AGENT.email, passwordHash: agentHash, role: "agent", name: "Otieno" });
  await createUser(db, {
    email: ASSISTANT.email,
    passwordHash: assistantHash,
    role: "assistant",
    name: "Akinyi",
  });
}

/** The Cookie header a browser holding `cookieHeader` sends after these Set-Cookie headers: same names replaced. */
export function cookiesAfter(cookieHeader: string | undefined, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const pair of [...(cookieHeader ?? "").split("; "), ...setCookies.map(cookieFrom)]) {
    const name = pair.slice(0, pair.indexOf("="));
    if (name) jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The Cookie header a browser sends back after these Set-Cookie headers. */
export const cookiesFrom = (setCookies: readonly string[]) => setCookies.map(cookieFrom).join("; ");

/** The `name=value` part of a Set-Cookie header: what the browser sends back as Cookie. */
export function cookieFrom(setCookie: string | null): string {
  if (!setCookie) throw new Error("The response set no cookie");
  return setCookie.split(";")[0]!;
}

/** The Response a loader or action threw (a redirect, or `data` with a status). */
export async function thrown(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("Expected the call to throw");
}
