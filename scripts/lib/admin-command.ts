import { parseArgs } from "node:util";
import { openDatabase } from "~/data/database.server";
import {
  AdministratorError,
  createAdministrator,
  resetPassword,
  resetSecondFactor,
  unlockSignIn,
} from "~/services/administrator.server";
import { argumentsOrUsage, parsingUsage, UsageError } from "./arguments";

const USAGE =
  "Usage: npm run admin -- create|reset-password|reset-2fa --email ADDRESS [--database file:./data/makazi.sqlite]\n" +
  "       npm run admin -- unlock [--email ADDRESS] [--database file:./data/makazi.sqlite]\n" +
  "The password is read from ADMIN_PASSWORD, or else typed at a prompt.\n" +
  "reset-2fa turns the second factor off, for someone who lost their phone and recovery codes.\n" +
  "unlock lets new browsers sign in at once again, for the address or every administrator.";

const COMMANDS = ["create", "reset-password", "reset-2fa", "unlock"] as const;

export type AdminArguments = { databaseUrl: string } & (
  | { command: Exclude<(typeof COMMANDS)[number], "unlock">; email: string }
  | { command: "unlock"; email: string | null }
);

export function parseAdminArguments(argv: string[], env: NodeJS.ProcessEnv): AdminArguments {
  return parsingUsage(() => {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: "string" }, database: { type: "string" } },
    });
    const [command, ...rest] = positionals;
    const known = COMMANDS.find((name) => name === command);
    if (!known) throw new UsageError("Say what to do: create, reset-password, reset-2fa or unlock");
    if (rest.length > 0) {
      throw new UsageError("Unexpected arguments; the password is never given on the command line");
    }
    const databaseUrl = values.database ?? (env.DATABASE_URL || "file:./data/makazi.sqlite");
    if (known === "unlock") return { command: known, email: values.email ?? null, databaseUrl };
    if (!values.email) throw new UsageError("--email is required");
    return { command: known, email: values.email, databaseUrl };
  });
}

/** Asks for a password on the terminal without showing what is typed. */
export async function promptForPassword(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new AdministratorError("Set ADMIN_PASSWORD, or run this in a terminal to type it");
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") {
          finish();
          resolve(typed);
          return;
        }
        if (character === "\u0003") {
          finish();
          reject(new AdministratorError("Cancelled"));
          return;
        }
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(
  env: NodeJS.ProcessEnv,
  prompt: (question: string) => Promise<string>,
): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const password = await prompt("New password (at least 12 characters): ");
  if ((await prompt("The same password again: ")) !== password) {
    throw new AdministratorError("The two passwords differ; nothing was changed");
  }
  return password;
}

export async function runAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  prompt: (question: string) => Promise<string>,
): Promise<void> {
  const parsed = argumentsOrUsage(USAGE, () => parseAdminArguments(argv, env));
  if (!parsed) return;
  const database = await openDatabase(parsed.databaseUrl);
  try {
    if (parsed.command === "unlock") {
      const unlocked = await unlockSignIn(database.db, parsed.email);
      console.log(
        unlocked.length === 0
          ? "There is no administrator to unlock."
          : `Cleared the sign-in lock of ${unlocked.join(", ")}: any browser may sign in at once.`,
      );
      return;
    }
    if (parsed.command === "reset-2fa") {
      await resetSecondFactor(database.db, parsed.email);
      console.log(`Turned the second factor off for ${parsed.email} and signed it out everywhere.`);
      return;
    }
    const password = await readPassword(env, prompt);
    if (parsed.command === "create") {
      await createAdministrator(database.db, parsed.email, password);
      console.log(`Created the administrator ${parsed.email}.`);
    } else {
      await resetPassword(database.db, parsed.email, password);
      console.log(`Set a new password for ${parsed.email} and signed it out everywhere.`);
    }
  } catch (error) {
    if (!(error instanceof AdministratorError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
