// Stands for the PostgreSQL project when its server does not answer (vitest.config.ts), so
// that the run reports the pass as skipped, by name, rather than leaving it out.
import { it } from "vitest";

it.skip(process.env.MAKAZI_POSTGRES_SKIPPED ?? "PostgreSQL tests", () => {});
