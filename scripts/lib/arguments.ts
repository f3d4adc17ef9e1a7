/** A mistake on the command line: reported with the usage text, without a stack trace. */
export class UsageError extends Error {}

export function positiveInteger(text: string | undefined, option: string): number {
  const value = Number(text);
  if (text === undefined || !Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`--${option} must be a whole number of at least 1`);
  }
  return value;
}

/** Runs `parse`, turning the errors of `node:util` parseArgs into usage errors. */
export function parsingUsage<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message);
  }
}

/** The parsed command line, or null after printing the problem and the usage (exit code 2). */
export function argumentsOrUsage<T>(usage: string, parse: () => T): T | null {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exitCode = 2;
    return null;
  }
}
