import { globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/** The stylesheet every page links (app/root.tsx), and the one the office's pages add. */
const VISITORS_ENTRY = "app/site/site.css";
const OFFICE_ENTRY = "app/office/office.css";
/** Loaded with the map's script when a map is drawn, never linked by a page. */
const MAP_CANVAS = "app/ui/map/map-canvas.css";

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

interface StyleRule {
  file: string;
  selector: string;
}

/** The text of a stylesheet without its comments and quoted strings, which may hold braces. */
function bareText(css: string): string {
  return withoutComments(css).replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
}

/** The selectors of a stylesheet's rules, inside @media and @supports too; @keyframes left out. */
function selectorsOf(css: string): string[] {
  const text = bareText(css);
  const selectors: string[] = [];
  const walk = (start: number, end: number) => {
    let at = start;
    while (at < end) {
      const open = text.indexOf("{", at);
      const semicolon = text.indexOf(";", at);
      if (open === -1 || open >= end) return;
      if (semicolon !== -1 && semicolon < open) {
        at = semicolon + 1; // @import
        continue;
      }
      const prelude = text.slice(at, open).trim();
      const close = matchingBrace(text, open);
      if (/^@(media|supports)\b/.test(prelude)) walk(open + 1, close);
      else if (!prelude.startsWith("@")) selectors.push(...splitSelectorList(prelude));
      at = close + 1;
    }
  };
  walk(0, text.length);
  return selectors;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === "{") depth++;
    if (text[at] === "}" && --depth === 0) return at;
  }
  throw new Error(`Unbalanced braces after ${text.slice(open - 40, open)}`);
}

/** `a, b:is(c, d)` → `a`, `b:is(c, d)`. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const character of list) {
    if (character === "(") depth++;
    if (character === ")") depth--;
    if (character === "," && depth === 0) {
      parts.push(current.trim());
      current = "";
    } else current += character;
  }
  return [...parts, current.trim()].map((selector) => selector.replace(/\s+/g, " "));
}

/**
 * The class of the element a selector styles: the first class of its last compound that has
 * one, leaving out what :not(), :has(), :is() and :where() name. `.property__aside .price-tag__old`
 * styles `.price-tag__old`; `.form select` styles what sits in `.form`. Null for a selector with
 * no class at all (`body`, `:root`).
 */
export function styledClass(selector: string): string | null {
  const withoutArguments = selector
    .replace(/:(?:not|has|is|where)\((?:[^()]|\([^()]*\))*\)/g, "")
    .replace(/\[[^\]]*\]/g, "[]");
  const compounds = withoutArguments.trim().split(/\s*[\s>+~]\s*/);
  for (const compound of compounds.reverse()) {
    const found = /\.([a-zA-Z][\w-]*)/.exec(compound);
    if (found) return found[1]!;
  }
  return null;
}

/** Which wing a stylesheet serves: the office's own, or the visitors' side, shared parts included. */
const wingOf = (file: string) => (file.startsWith("app/office/") ? "office" : "visitors");

function styleRules(): StyleRule[] {
  return globSync("app/**/*.css").flatMap((file) =>
    selectorsOf(readFileSync(file, "utf8")).map((selector) => ({ file, selector })),
  );
}

/** The files an entry stylesheet brings in through @import, at any depth. */
function importedFiles(entry: string): string[] {
  const css = withoutComments(readFileSync(entry, "utf8"));
  return [...css.matchAll(/@import\s+"(\.[^"]+)"/g)].flatMap((match) => {
    const file = normalize(join(dirname(entry), match[1]!));
    return [file, ...importedFiles(file)];
  });
}

describe("stylesheets", () => {
  it("reads the selectors of rules, inside media queries too, and not keyframes", () => {
    const css = `@import "x.css"; /* .ignored { } */ .a, .b:is(.c, .d) { content: "{"; }
      @media (min-width: 600px) { .e > p { margin: 0; } } @keyframes spin { from { opacity: 0; } }`;
    expect(selectorsOf(css)).toEqual([".a", ".b:is(.c, .d)", ".e > p"]);
  });

  it("finds the class of the element a selector styles", () => {
    expect(styledClass(".price-tag")).toBe("price-tag");
    expect(styledClass(".property__aside .price-tag__old")).toBe("price-tag__old");
    expect(styledClass(".site-nav__link.active::after")).toBe("site-nav__link");
    expect(styledClass(".property:has(> .draft-banner) .property__aside")).toBe("property__aside");
    expect(styledClass(".admin-toolbar__search label:not(.check)")).toBe("admin-toolbar__search");
    expect(styledClass(".site-header :focus-visible")).toBe("site-header");
    expect(styledClass(':root[data-currency="KES"] .usd-first')).toBe("usd-first");
    expect(styledClass("body > main")).toBeNull();
  });

  it("styles each class in one file of the visitors' side, which the office may override in one of its own", () => {
    const filesByClass = new Map<string, Set<string>>();
    for (const { file, selector } of styleRules()) {
      const styled = styledClass(selector);
      if (!styled) continue;
      const files = filesByClass.get(styled) ?? new Set();
      filesByClass.set(styled, files.add(file));
    }
    expect(filesByClass.size).toBeGreaterThan(100);
    const scattered = [...filesByClass].flatMap(([styled, files]) =>
      (["visitors", "office"] as const)
        .map((wing) => [...files].filter((file) => wingOf(file) === wing))
        .filter((wingFiles) => wingFiles.length > 1)
        .map((wingFiles) => `.${styled}: ${wingFiles.join(", ")}`),
    );
    expect(scattered).toEqual([]);
  });

  it("links every visitors' and shared file from the visitors' stylesheet, and none of the office's", () => {
    const visitors = importedFiles(VISITORS_ENTRY);
    const visitorsFiles = globSync("app/{site,ui}/**/*.css").filter(
      (file) => file !== VISITORS_ENTRY && file !== MAP_CANVAS,
    );
    expect(visitors.toSorted()).toEqual(visitorsFiles.toSorted());
    expect(visitors.filter((file) => wingOf(file) === "office")).toEqual([]);
  });

  it("brings each of the office's files into the office's stylesheet", () => {
    const office = importedFiles(OFFICE_ENTRY);
    const officeFiles = globSync("app/office/**/*.css").filter((file) => file !== OFFICE_ENTRY);
    expect(office.toSorted()).toEqual(officeFiles.toSorted());
  });
});
