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
  /** The rule's whole selector list, split: `.a, .b` → `.a`, `.b`. */
  selectors: string[];
}

/** The text of a stylesheet without its comments and quoted strings, which may hold braces. */
function bareText(css: string): string {
  return withoutComments(css).replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
}

/** The selector lists of a stylesheet's rules, inside @media and @supports too; @keyframes left out. */
function selectorListsOf(css: string): string[][] {
  const text = bareText(css);
  const selectorLists: string[][] = [];
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
      else if (!prelude.startsWith("@")) selectorLists.push(splitSelectorList(prelude));
      at = close + 1;
    }
  };
  walk(0, text.length);
  return selectorLists;
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
    selectorListsOf(readFileSync(file, "utf8")).map((selectors) => ({ file, selectors })),
  );
}

/**
 * A look several components share: one rule of a shared part's file (app/ui) whose selector list
 * styles more than one class, `.search-form__input, .form input`. Each of those components keeps
 * its own differences in its own file.
 */
function isSharedLook({ file, selectors }: StyleRule): boolean {
  const classes = new Set(selectors.map(styledClass).filter((styled) => styled !== null));
  return file.startsWith("app/ui/") && classes.size > 1;
}

/** The classes each file styles, leaving out what it names in shared looks. */
function filesByStyledClass(rules: StyleRule[]): Map<string, Set<string>> {
  const filesByClass = new Map<string, Set<string>>();
  for (const rule of rules.filter((rule) => !isSharedLook(rule))) {
    for (const styled of rule.selectors.map(styledClass)) {
      if (!styled) continue;
      const files = filesByClass.get(styled) ?? new Set();
      filesByClass.set(styled, files.add(rule.file));
    }
  }
  return filesByClass;
}

/** `.class: file, file` for each class styled in more than one file of one wing. */
function scatteredClasses(rules: StyleRule[]): string[] {
  return [...filesByStyledClass(rules)].flatMap(([styled, files]) =>
    (["visitors", "office"] as const)
      .map((wing) => [...files].filter((file) => wingOf(file) === wing))
      .filter((wingFiles) => wingFiles.length > 1)
      .map((wingFiles) => `.${styled}: ${wingFiles.join(", ")}`),
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
    expect(selectorListsOf(css)).toEqual([[".a", ".b:is(.c, .d)"], [".e > p"]]);
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
    const rules = styleRules();
    expect(filesByStyledClass(rules).size).toBeGreaterThan(100);
    expect(scatteredClasses(rules)).toEqual([]);
  });

  it("lets a shared part's file name, in one selector list, the components that share its look", () => {
    const own = { file: "app/site/components/search-words.css", selectors: [".search-words__input"] };
    const shared = { file: "app/ui/form-field.css", selectors: [".search-words__input", ".form input"] };
    expect(scatteredClasses([own, shared])).toEqual([]);
    expect(scatteredClasses([own, { ...shared, file: "app/site/components/enquiry-form.css" }])).toEqual([
      ".search-words__input: app/site/components/search-words.css, app/site/components/enquiry-form.css",
    ]);
    expect(scatteredClasses([own, { ...shared, selectors: [".search-words__input"] }])).toEqual([
      ".search-words__input: app/site/components/search-words.css, app/ui/form-field.css",
    ]);
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
