// Stands for the PostgreSQL pass when its server does not answer (playwright.config.ts), so
// that the run reports the pass as skipped, by name, rather than as passed.
import { test } from "@playwright/test";

test.skip(process.env.MAKAZI_POSTGRES_SKIPPED ?? "PostgreSQL tests", () => {});
