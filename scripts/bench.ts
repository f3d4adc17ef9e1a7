// Measures the production server against static and bare-node ceilings and
// writes docs/benchmarks.md:
//   npm run bench                      (10,000 listings)
//   npm run bench -- --count 100000
//   npm run bench -- --search-only --count 2000   (the word search alone, on each engine)
// Other parts measured alone: see USAGE in lib/bench/run-bench.ts.
import { requireNodeVersion } from "./lib/node-version";

requireNodeVersion(24);
// Imported only after the check: on an older Node.js, loading node:sqlite would fail before it could explain why.
const { runBench } = await import("./lib/bench/run-bench");
await runBench(process.argv.slice(2));
