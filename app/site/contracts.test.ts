import { globSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const DATA_ATTRIBUTE = /\bdata-[a-z]/;

/**
 * Each place in a module that names a data attribute itself, as "file:line: text", rather than
 * through a contract (`*.contract.ts`): a JSX attribute, a string or template (a selector), or
 * an element's `dataset`. Comments are not code and may name them.
 */
function dataAttributesNamed(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const note = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${node.getText(source)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && DATA_ATTRIBUTE.test(node.name.getText(source))) note(node.name);
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (DATA_ATTRIBUTE.test(node.text)) note(node);
    } else if (ts.isPropertyAccessExpression(node) && node.name.text === "dataset") note(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the contracts between visitors' components and their page scripts", () => {
  it("hold every data attribute name the visitors' pages and their scripts use", () => {
    const modules = globSync("app/{site,ui}/**/*.{ts,tsx}").filter(
      (file) => !file.endsWith(".contract.ts") && !file.includes(".test."),
    );
    expect(modules.length).toBeGreaterThan(60);
    expect(modules.flatMap((file) => dataAttributesNamed(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("tell an attribute named in code from one named in a comment", () => {
    const component = `// The button is marked data-save-listing.
export const Heart = () => <button data-save-listing="x" aria-label="Save" />;`;
    const script = `/** Finds \`data-share\`. */
const share = document.querySelector("[data-share]");
const more = document.querySelectorAll(\`[data-carousel-step="\${step}"]\`);
const slug = share.dataset.slug;`;
    expect(dataAttributesNamed("heart.tsx", component)).toEqual(["heart.tsx:2: data-save-listing"]);
    expect(dataAttributesNamed("share.ts", script)).toEqual([
      'share.ts:2: "[data-share]"',
      'share.ts:3: `[data-carousel-step="${',
      "share.ts:4: share.dataset",
    ]);
  });
});
