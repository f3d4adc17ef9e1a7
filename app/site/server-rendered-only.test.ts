import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const eslint = new ESLint();

/** The rules that refuse `code`, were it a visitor's component at `filePath`. */
async function refusals(code: string, filePath = "app/site/components/sample.tsx"): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

// ESLint loads its parsers and plugins on the first file, which takes a while on a busy machine.
beforeAll(() => refusals(""), 120_000);

describe("visitors' components, rendered on the server only", () => {
  it("may not keep state or respond to the visitor with React", async () => {
    const withState = `import { useState } from "react";
export function Counter() {
  const [count] = useState(0);
  return <p>{count}</p>;
}
`;
    const withHandler = `export function Button() {
  return <button type="button" onClick={() => {}}>Press</button>;
}
`;
    const withNavigation = `import * as React from "react";
import { useNavigate } from "react-router";
export function Field() {
  const field = React.useRef(null);
  void useNavigate;
  return <input ref={field} />;
}
`;
    expect(await refusals(withState)).toEqual(["no-restricted-imports"]);
    expect(await refusals(withHandler)).toEqual(["no-restricted-syntax"]);
    expect(new Set(await refusals(withNavigation))).toEqual(
      new Set(["no-restricted-imports", "no-restricted-syntax"]),
    );
  });

  it("hold for the office's window card, which is sent whole too", async () => {
    const printButton = `export function Print() {
  return <button type="button" onClick={() => window.print()}>Print</button>;
}
`;
    expect(await refusals(printButton, "app/office/routes/window-card.tsx")).toEqual([
      "no-restricted-syntax",
    ]);
    expect(await refusals(printButton, "app/office/routes/settings.tsx")).toEqual([]);
  });

  it("may read the page's data, and page scripts may listen to the visitor", async () => {
    const readingData = `import { useLoaderData } from "react-router";
export function Name() {
  return <p>{useLoaderData<{ name: string }>().name}</p>;
}
`;
    const pageScript = `export function enhance(button: HTMLButtonElement) {
  button.onclick = () => {};
}
`;
    expect(await refusals(readingData)).toEqual([]);
    expect(await refusals(pageScript, "app/site/scripts/sample.ts")).toEqual([]);
  });
});
