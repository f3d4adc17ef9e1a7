import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Runs axe on the page and fails, listing them, on any serious or critical violation. */
export async function expectNoSevereViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes.map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary ?? ""}`).join("\n"),
    );
  expect(report, `serious or critical axe violations on ${page.url()}:\n${report.join("\n")}`).toEqual([]);
}
