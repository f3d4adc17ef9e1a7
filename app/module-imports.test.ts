import { globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm;

/** The modules matching `pattern` (tests left out), each with the modules it imports, as paths from the project root. */
function importsOf(pattern: string): Map<string, string[]> {
  const modules = globSync(pattern).filter((file) => !file.includes(".test."));
  return new Map(
    modules.map((file) => {
      const targets = [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => match[1]!);
      const local = targets.flatMap((target) => {
        if (target.startsWith("~/")) return [join("app", target.slice(2))];
        if (target.startsWith(".")) return [normalize(join(dirname(file), target))];
        return [];
      });
      return [file.replace(/\.tsx?$/, ""), local];
    }),
  );
}

/** Each import from a module of `graph` into the folder `forbidden`, as "module → target". */
function crossings(graph: Map<string, string[]>, forbidden: string): string[] {
  return [...graph].flatMap(([module, targets]) =>
    targets.filter((target) => target.startsWith(forbidden)).map((target) => `${module} → ${target}`),
  );
}

/** The first circle of imports found, as the modules along it, or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (module: string, path: string[]): string[] | null => {
    if (path.includes(module)) return [...path.slice(path.indexOf(module)), module];
    if (done.has(module)) return null;
    for (const next of graph.get(module) ?? []) {
      const circle = visit(next, [...path, module]);
      if (circle) return circle;
    }
    done.add(module);
    return null;
  };
  for (const module of graph.keys()) {
    const circle = visit(module, []);
    if (circle) return circle;
  }
  return null;
}

describe("module imports", () => {
  it("find no circle anywhere in the app", () => {
    const app = importsOf("app/**/*.{ts,tsx}");
    expect(app.size).toBeGreaterThan(300);
    expect(findCircle(app)?.join(" → ") ?? null).toBeNull();
  });

  it("catch a circle when there is one", () => {
    const circle = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
    ]);
    expect(findCircle(circle)).toEqual(["a", "b", "c", "a"]);
    expect(findCircle(new Map([["a", ["b"]]]))).toBeNull();
  });

  it("keep the visitors' site and the office apart, each free to use the shared core and app/ui", () => {
    const site = importsOf("app/site/**/*.{ts,tsx}");
    const office = importsOf("app/office/**/*.{ts,tsx}");
    expect(site.size).toBeGreaterThan(40);
    expect(office.size).toBeGreaterThan(30);
    expect(crossings(site, "app/office/")).toEqual([]);
    expect(crossings(office, "app/site/")).toEqual([]);
  });

  it("keep the shared core from either wing, but for the page scripts it builds as bundles of their own", () => {
    const core = new Map(
      [...importsOf("app/{domain,data,services,i18n,shared,ui}/**/*.{ts,tsx}")].map(([module, targets]) => [
        module,
        targets.filter((target) => !target.endsWith("?worker&url")),
      ]),
    );
    expect(crossings(core, "app/site/")).toEqual([]);
    expect(crossings(core, "app/office/")).toEqual([]);
  });

  it("keep the data modules from the services", () => {
    expect(crossings(importsOf("app/data/**/*.ts"), "app/services/")).toEqual([]);
  });

  it("write every CSV file through the one module that makes its cells safe to open in a spreadsheet", () => {
    const writers = globSync("app/**/*.{ts,tsx}").filter(
      (file) => !file.includes(".test.") && /\bfrom\s+"csv-stringify/.test(readFileSync(file, "utf8")),
    );
    expect(writers).toEqual(["app/domain/csv-cells.ts"]);
  });
});
