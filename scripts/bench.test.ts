import { describe, expect, it } from "vitest";
import type { RenderedComparison } from "./lib/bench/baseline";
import { type CpuProfile, cpuShares } from "./lib/bench/cpu-profile";
import { type CpuMeasurement, crowdLatencies, percentile } from "./lib/bench/load";
import { cpuTicks } from "./lib/bench/process-cpu";
import {
  bytesPerCard,
  cardBytesTable,
  combineRounds,
  profileTable,
  renderedAgainstBaselineTable,
  searchSection,
} from "./lib/bench/report";
import { parseBenchArguments } from "./lib/bench/run-bench";
import { SEARCHES, searchIndexTable, type SearchRun, searchTable } from "./lib/bench/search";

/** Fields 14 and 15 (user and system time) are 1234 and 567. */
const STAT_FIELDS = "S 1 4242 4242 0 -1 4194560 5120 0 0 0 1234 567 0 0 20 0 11 0 3821 1109417984 24633";

const round = (requestsPerSecond: number, requests: number, cpuMs: number): CpuMeasurement => ({
  requestsPerSecond,
  p50Ms: 80,
  p99Ms: 300,
  requests,
  cpuMs,
});

const rows = (table: string) =>
  table
    .split("\n")
    .slice(2)
    .map((line) => line.split("|").map((cell) => cell.trim()));

describe("the CPU time of a server's process", () => {
  it("adds user and system time from /proc/PID/stat", () => {
    expect(cpuTicks(`4242 (node) ${STAT_FIELDS}`)).toBe(1234 + 567);
  });

  it("counts the fields after the command's name, whatever it holds", () => {
    expect(cpuTicks(`4242 (node (server) 2) ${STAT_FIELDS}`)).toBe(1234 + 567);
  });

  it("refuses text without the times", () => {
    expect(() => cpuTicks("4242 (node) S 1")).toThrow(/No CPU times/);
  });
});

describe("rounds of one page on one build", () => {
  it("averages the rates and spreads the CPU time over every request answered", () => {
    const combined = combineRounds([round(10, 100, 5_000), round(30, 300, 9_000)]);
    expect(combined.requestsPerSecond).toBe(20);
    expect(combined.cpuMsPerRequest).toBe(35);
  });
});

describe("rendered pages against the baseline", () => {
  it("gives today's rate and CPU time over the baseline's, overall and in each round", () => {
    const result: RenderedComparison = {
      path: "/properties",
      baseline: [round(10, 100, 5_000), round(12, 120, 6_000)],
      today: [round(22, 220, 5_500), round(20, 200, 5_000)],
      loadAverage: 3.5,
    };
    const [row] = rows(renderedAgainstBaselineTable([result]));
    expect(row).toEqual([
      "",
      "`/properties`",
      "11.0",
      "21.0",
      "1.91",
      "2.20, 1.67",
      "80",
      "80",
      "300",
      "300",
      "50.0",
      "25.0",
      "0.50",
      "3.50",
      "",
    ]);
  });
});

describe("bytes per card", () => {
  it("divides what a full page's cards add by the cards of a page", () => {
    expect(bytesPerCard({ page: 50_000 + 24 * 1_500, noCards: 50_000 })).toBe(1_500);
  });

  it("gives today's bytes per card over the baseline's", () => {
    const [row] = rows(
      cardBytesTable([
        {
          path: "/properties",
          noCardsPath: "/properties?q=qzxjvk",
          baseline: { page: 10_000 + 24 * 1_600, noCards: 10_000 },
          today: { page: 9_000 + 24 * 800, noCards: 9_000 },
        },
      ]),
    );
    expect(row?.slice(7, 10)).toEqual(["1,600", "800", "0.50"]);
  });
});

describe("a crowd's latencies", () => {
  it("counts from acceptance: each connection's first answer, which waited to be accepted, is kept apart", () => {
    const latencies = crowdLatencies();
    const [early, late] = [{}, {}];
    latencies.answer(early, 40);
    latencies.answer(late, 3_900);
    for (let answer = 1; answer <= 100; answer++) latencies.answer(answer % 2 ? early : late, answer * 10);

    expect(latencies.result()).toEqual({ p50Ms: 510, p99Ms: 1_000, maxMs: 1_000, firstAnswerMaxMs: 3_900 });
  });

  it("says nothing was measured when no connection answered twice", () => {
    const latencies = crowdLatencies();
    latencies.answer({}, 250);

    expect(latencies.result()).toEqual({ p50Ms: 0, p99Ms: 0, maxMs: 0, firstAnswerMaxMs: 250 });
  });
});

describe("where a server's CPU time went", () => {
  const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
    id,
    callFrame: { functionName, url },
    children,
  });
  // The server's request handler calls React, which calls a card component of the site (which
  // formats a price); React Router's loader calls Kysely, which calls the site's SQLite driver.
  const profile: CpuProfile = {
    nodes: [
      frame(1, "(root)", "", [2, 8, 9]),
      frame(2, "handle", "file:///site/build/server/index.js", [3, 5]),
      frame(3, "renderElement", "file:///site/node_modules/react-dom/cjs/server.js", [4]),
      frame(4, "PropertyCard", "file:///site/build/server/assets/server-build.js", [10]),
      frame(5, "loader", "file:///site/node_modules/react-router/dist/router.js", [6]),
      frame(6, "executeQuery", "file:///site/node_modules/kysely/dist/driver.js", [7]),
      frame(7, "all", "file:///site/build/server/assets/database.js"),
      frame(8, "(garbage collector)", ""),
      frame(9, "(idle)", ""),
      frame(10, "formatUsd", "file:///site/build/server/assets/money.js"),
    ],
    startTime: 1_000,
    // Samples every 100 µs: four in React (two in the site's card), two in the database, one
    // in garbage collection, two idle, and two outside the window.
    samples: [4, 3, 10, 3, 7, 6, 8, 9, 9, 2, 4],
    timeDeltas: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
  };

  it("gives each sample to the first part up its stack, leaving idle time and samples outside the window out", () => {
    const { busyMs, shares } = cpuShares(profile, 1_100, 1_900);

    expect(busyMs).toBeCloseTo(0.7);
    expect(shares["React rendering the page"]).toBeCloseTo(4 / 7);
    expect(shares["Database (Kysely, node:sqlite, pg)"]).toBeCloseTo(2 / 7);
    expect(shares["Garbage collection"]).toBeCloseTo(1 / 7);
    expect(shares["React Router (routes, loaders, data)"]).toBe(0);
    expect(shares["Other"]).toBe(0);
  });

  it("counts the site's own code outside any part as other", () => {
    const { shares } = cpuShares(profile, 1_950, 2_050);

    expect(shares["Other"]).toBe(1);
  });
});

describe("the profile against the baseline", () => {
  it("gives each part's share and the CPU ms a request it stands for, on each build", () => {
    const table = profileTable({
      path: "/properties",
      baseline: { busyMs: 1_000, requests: 100, shares: { React: 0.5, Database: 0.5 } },
      today: { busyMs: 500, requests: 100, shares: { React: 0.2, Database: 0.8 } },
    });

    expect(rows(table)).toEqual([
      ["", "React", "50.0 %", "20.0 %", "5.00", "1.00", ""],
      ["", "Database", "50.0 %", "80.0 %", "5.00", "4.00", ""],
      ["", "All of it", "100 %", "100 %", "10.00", "5.00", ""],
    ]);
  });
});

describe("percentiles of answers' times", () => {
  it("gives the value below which the fraction of the answers lie", () => {
    const times = Array.from({ length: 100 }, (_, index) => index + 1);

    expect([percentile(times, 0.5), percentile(times, 0.95), percentile(times, 0.99)]).toEqual([51, 96, 100]);
  });

  it("gives 0 when nothing answered", () => {
    expect(percentile([], 0.95)).toBe(0);
  });
});

describe("the word search", () => {
  const [common, , , mistyped, suggestions] = SEARCHES;
  const latency = (p50Ms: number, p95Ms: number) => ({
    requestsPerSecond: 120.4,
    requests: 602,
    p50Ms,
    p95Ms,
    p99Ms: p95Ms + 5,
  });
  const run: SearchRun = {
    pages: [
      {
        engine: "sqlite",
        listings: 10_024,
        search: common!,
        found: 3_512,
        readAs: null,
        latency: latency(12.34, 49.96),
        loadAverage: 1.5,
      },
      {
        engine: "sqlite",
        listings: 10_024,
        search: mistyped!,
        found: 251,
        readAs: "kilimani",
        latency: latency(40, 100),
        loadAverage: 1.5,
      },
      {
        engine: "sqlite",
        listings: 10_024,
        search: suggestions!,
        found: 3,
        readAs: null,
        latency: latency(0.84, 1.26),
        loadAverage: 1.5,
      },
    ],
    index: {
      engine: "postgres",
      listings: 10_024,
      wordsBytes: 12 * 2 ** 20,
      trigramBytes: 4 * 2 ** 20,
      wordsFillMs: 6_000,
      trigramRebuildMs: 1_500,
    },
  };

  it("gives each search's median and 95th percentile beside its goal, under it or not", () => {
    expect(rows(searchTable([run]))).toEqual([
      [
        "",
        "SQLite",
        "10,024",
        "One common word",
        "`/properties?q=house`",
        "3,512",
        "120",
        "12.3",
        "50.0",
        "50",
        "yes",
        "1.50",
        "",
      ],
      [
        "",
        "SQLite",
        "10,024",
        "A word mistyped, read as “kilimani”",
        "`/properties?q=kilimanii`",
        "251",
        "120",
        "40.0",
        "100.0",
        "100",
        "no",
        "1.50",
        "",
      ],
      [
        "",
        "SQLite",
        "10,024",
        "Place suggestions",
        "`/properties/places.json?q=kil`",
        "3",
        "120",
        "0.8",
        "1.3",
        "20",
        "yes",
        "1.50",
        "",
      ],
    ]);
  });

  it("gives the word index's size and fill time beside the trigram index's", () => {
    expect(rows(searchIndexTable([run]))).toEqual([
      ["", "PostgreSQL", "10,024", "12.0", "4.0", "3.00", "6.00", "1.50", "4.00", ""],
    ]);
  });

  it("says when the engine has no trigram index to compare with", () => {
    const withoutTrigrams = { ...run, index: { ...run.index, trigramBytes: null, trigramRebuildMs: null } };

    expect(rows(searchIndexTable([withoutTrigrams]))).toEqual([
      ["", "PostgreSQL", "10,024", "12.0", "–", "–", "6.00", "–", "–", ""],
    ]);
  });

  it("puts both tables in the report's section", () => {
    const section = searchSection({ results: [], overload: [], depth: [], search: [run], skipped: null });

    expect(section).toMatch(/^## The word search\n/);
    expect(section).toContain(searchTable([run]));
    expect(section).toContain(searchIndexTable([run]));
  });
});

describe("the bench's arguments", () => {
  it("measure one part at the size given, and the full run at two sizes, the second larger", () => {
    expect(parseBenchArguments(["--search-only", "--count", "100000"])).toMatchObject({
      count: 100_000,
      searchOnly: true,
    });
    expect(parseBenchArguments(["--depth-only", "--count", "100000"])).toMatchObject({ depthOnly: true });
    expect(() => parseBenchArguments(["--count", "100000"])).toThrow("--large must be more than --count");
  });
});
