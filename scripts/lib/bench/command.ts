import { type ChildProcess, execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

function exitedWell(child: ChildProcess, description: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${description} failed (${code})`)),
    );
  });
}

/**
 * Runs `command` in `cwd` (by default this one). Standard output is kept for the results, so
 * the command's output goes to standard error.
 */
export function run(command: string, args: string[], cwd?: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: ["ignore", process.stderr, process.stderr] });
  return exitedWell(child, `${command} ${args.join(" ")}`);
}

/** `from`'s output as `to`'s input, as a shell's `from | to`. */
export async function pipe(from: [string, string[]], to: [string, string[]]): Promise<void> {
  const writer = spawn(from[0], from[1], { stdio: ["ignore", "pipe", process.stderr] });
  const reader = spawn(to[0], to[1], { stdio: ["pipe", process.stderr, process.stderr] });
  writer.stdout.pipe(reader.stdin);
  await Promise.all([
    exitedWell(writer, `${from[0]} ${from[1].join(" ")}`),
    exitedWell(reader, `${to[0]} ${to[1].join(" ")}`),
  ]);
}

/** What `command` writes to standard output, without the final line break. */
export async function output(command: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(command, args, { encoding: "utf8" });
  return stdout.trimEnd();
}
