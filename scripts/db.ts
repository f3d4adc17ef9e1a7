// Carries a whole site between databases, SQLite and PostgreSQL alike:
//   npm run db -- export > site.json
//   npm run db -- import [--replace] < site.json
import { requireNodeVersion } from "./lib/node-version";

requireNodeVersion(24);
// Imported only after the check: on an older Node.js, loading node:sqlite would fail before it could explain why.
const { runDbCommand, standardStreams } = await import("./lib/db-command");
await runDbCommand(process.argv.slice(2), process.env, standardStreams);
