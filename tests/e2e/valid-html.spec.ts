// Every kind of visitors' page, in both languages, as the Nu Html Checker reads it: the W3C's own
// validator (npm vnu-jar), run once over all of them with the Java the machine has.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { detailPathFor } from "./support/pages";

const PAGES = [
  "/",
  "/properties",
  "/About",
  "/contact",
  "/privacy",
  "/verify",
  "/alerts",
  "/saved",
  "/no-such-page",
];

interface NuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("the visitors' pages in both languages are valid HTML to the Nu Html Checker", async ({
  page,
  request,
}) => {
  const listing = await detailPathFor(page, LISTINGS[0]!.name);
  const paths = [...PAGES, listing, `${listing}/viewing`, `${listing}/report`];
  const folder = mkdtempSync(path.join(tmpdir(), "makazi-nu-"));
  try {
    const files: string[] = [];
    for (const pagePath of paths) {
      for (const prefix of ["", "/sw"]) {
        const address = pagePath === "/" && prefix ? prefix : `${prefix}${pagePath}`;
        const response = await request.get(address);
        expect([200, 404], address).toContain(response.status());
        const file = path.join(folder, `${files.length}.html`);
        writeFileSync(file, await response.body());
        files.push(file);
      }
    }
    const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
    // The checker exits non-zero when it finds errors; its report says which.
    const report = await promisify(execFile)(
      "java",
      ["-jar", jar, "--errors-only", "--format", "json", ...files],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((failure: { stderr?: string }) => ({ stderr: failure.stderr ?? "" }));
    const messages = (JSON.parse(report.stderr || '{"messages":[]}') as { messages: NuMessage[] }).messages;
    const named = messages.map(({ url, message, extract }) => {
      const index = Number(path.basename(new URL(url).pathname, ".html"));
      return `${paths[Math.floor(index / 2)]}${index % 2 ? " (sw)" : ""}: ${message} ${extract ?? ""}`;
    });
    expect(named).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
