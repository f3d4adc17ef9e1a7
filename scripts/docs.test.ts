import { existsSync, globSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The README is the front door and the guides in docs/ hold the rest: a reader following any
// link from one to another must land on a file that exists and a heading that is there.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const README_MAX_BYTES = 15 * 1024;
const DOCUMENTS = ["README.md", ...globSync("docs/**/*.md", { cwd: ROOT })].sort();

/** The text a reader sees as prose: fenced blocks and inline code hold examples, not links. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Every link and picture: Markdown's `[text](target)` and `![alt](target)`, and HTML's src and href. */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const markdownLinks = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const htmlLinks = [...prose.matchAll(/<(?:img|a)\b[^>]*?\s(?:src|href)="([^"]+)"/g)];
  return [...markdownLinks, ...htmlLinks].map((match) => match[1]!);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a document's headings; a repeated heading gets -1, -2… as on GitHub. */
function anchorsOf(markdown: string): Set<string> {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, text] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const slug = githubSlug(text!);
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

/** Where a relative link leads, or why it leads nowhere. */
function brokenLink(from: string, target: string): string | null {
  const [path = "", anchor] = target.split("#", 2);
  const file = path === "" ? from : relative(ROOT, join(ROOT, dirname(from), decodeURIComponent(path)));
  if (file.startsWith("..")) return `${target} leads outside the repository`;
  if (!existsSync(join(ROOT, file))) return `${target}: no file ${file}`;
  if (anchor === undefined) return null;
  if (!file.endsWith(".md")) return `${target}: an anchor into ${file}, which has no headings`;
  if (!anchorsOf(read(file)).has(anchor))
    return `${target}: ${file} has no heading with the anchor #${anchor}`;
  return null;
}

describe("GitHub heading slugs", () => {
  it.each([
    ["Quick start", "quick-start"],
    ["The office's pages", "the-offices-pages"],
    ["Is this really us?", "is-this-really-us"],
    ['Your credentials: "Is this really us?"', "your-credentials-is-this-really-us"],
    ["Limits per sender, and carrier-grade NAT", "limits-per-sender-and-carrier-grade-nat"],
    ["What it costs to move in (rentals)", "what-it-costs-to-move-in-rentals"],
    ["`npm run bench` and [its figures](benchmarks.md)", "npm-run-bench-and-its-figures"],
    ["Mali na bei_za_leo", "mali-na-bei_za_leo"],
  ])("%s → #%s", (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it("numbers a repeated heading", () => {
    expect([...anchorsOf("# Backups\n\n## Backups\n\n```\n# not a heading\n```\n")]).toEqual([
      "backups",
      "backups-1",
    ]);
  });
});

describe("the README and the guides", () => {
  it("link only to files and headings that exist", () => {
    const links = DOCUMENTS.flatMap((document) =>
      linkTargets(read(document))
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
        .map((target) => ({ document, target })),
    );
    expect(links.length).toBeGreaterThan(100);
    const broken = links.flatMap(({ document, target }) => {
      const problem = brokenLink(document, target);
      return problem ? [`${document}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("keep the README a front door", () => {
    expect(statSync(join(ROOT, "README.md")).size).toBeLessThan(README_MAX_BYTES);
  });

  it("list every decision record in the architecture guide", () => {
    const listed = new Set(linkTargets(read("docs/architecture.md")).map((target) => basename(target)));
    const missing = globSync("docs/decisions/*.md", { cwd: ROOT })
      .map((file) => basename(file))
      .filter((file) => !listed.has(file));
    expect(missing, "add a line for each to Decision records in docs/architecture.md").toEqual([]);
  });
});
