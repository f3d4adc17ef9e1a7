import { auditPages } from "../scripts/lib/bench/lighthouse.ts";
const origin = process.argv[2]!;
const results = await auditPages(origin, ["/", "/properties", "/properties/modern-2-bedroom-apartment-kilimani"]);
for (const r of results) console.log(r.path, r.score, Math.round(r.firstContentfulPaintMs), Math.round(r.largestContentfulPaintMs), Math.round(r.totalBlockingTimeMs), r.cumulativeLayoutShift.toFixed(3));
