/** One JSON object per line on standard output/error, for any log collector. */

type Fields = Record<string, unknown>;

function describe(error: unknown): Fields {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}

function write(level: "info" | "warn" | "error", message: string, fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "info") process.stdout.write(`${line}\n`);
  else process.stderr.write(`${line}\n`);
}

export const logger = {
  info: (message: string, fields: Fields = {}) => write("info", message, fields),
  warn: (message: string, fields: Fields = {}) => write("warn", message, fields),
  error: (message: string, error?: unknown, fields: Fields = {}) =>
    write("error", message, { ...fields, ...(error === undefined ? {} : describe(error)) }),
};
