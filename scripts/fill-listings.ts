// Fills a database with synthetic listings for load tests and manual testing:
//   npm run fill -- --database file:./data/bench.sqlite --count 10000
import { requireNodeVersion } from "./lib/node-version";

requireNodeVersion(24);
// Imported only after the check: on an older Node.js, loading node:sqlite would fail before it could explain why.
const { runFillCommand } = await import("./lib/fill-command");
await runFillCommand(process.argv.slice(2));
