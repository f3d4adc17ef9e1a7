import { parseArgs } from "node:util";
import { describeDatabase } from "~/data/database.server";
import { argumentsOrUsage, parsingUsage, positiveInteger, UsageError } from "./arguments";
import { fillListings } from "./fill";
import { formatInteger } from "./format";

const USAGE =
  "Usage: npm run fill -- --count N [--database file:./data/makazi.sqlite] [--media-dir ./data/media] [--seed N]";

export interface FillArguments {
  databaseUrl: string;
  count: number;
  mediaDir: string;
  seed: number;
}

/** Reads the command line; the defaults are the server's own (DATABASE_URL, MEDIA_DIR). */
export function parseFillArguments(argv: string[], env: NodeJS.ProcessEnv): FillArguments {
  return parsingUsage(() => {
    const { values } = parseArgs({
      args: argv,
      options: {
        database: { type: "string" },
        count: { type: "string" },
        "media-dir": { type: "string" },
        seed: { type: "string" },
      },
    });
    if (values.count === undefined) throw new UsageError("--count is required");
    return {
      databaseUrl: values.database ?? (env.DATABASE_URL || "file:./data/makazi.sqlite"),
      count: positiveInteger(values.count, "count"),
      mediaDir: values["media-dir"] ?? (env.MEDIA_DIR || "./data/media"),
      seed: values.seed === undefined ? Date.now() : positiveInteger(values.seed, "seed"),
    };
  });
}

export async function runFillCommand(argv: string[]): Promise<void> {
  const parsed = argumentsOrUsage(USAGE, () => parseFillArguments(argv, process.env));
  if (!parsed) return;

  console.log(`Adding ${formatInteger(parsed.count)} listings to ${describeDatabase(parsed.databaseUrl)}`);
  let reportedTenth = 0;
  const result = await fillListings({
    ...parsed,
    onProgress(inserted, count) {
      const tenth = Math.floor((inserted / count) * 10);
      if (tenth === reportedTenth) return;
      reportedTenth = tenth;
      console.log(`  ${formatInteger(inserted)} / ${formatInteger(count)}`);
    },
  });
  console.log(
    `Added ${formatInteger(result.inserted)} listings in ${result.seconds.toFixed(2)} s ` +
      `(${formatInteger(result.inserted / result.seconds)} a second); ` +
      `the database now holds ${formatInteger(result.total)}.`,
  );
}
