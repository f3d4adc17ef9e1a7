// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrintButton } from "~/ui/print-button";
import { closePage, getButton, isShown, renderPage, runPageScript } from "~/testing/page-in-dom";
import { enhancePrintButtons } from "./print-buttons";

afterEach(closePage);

describe("a print button", () => {
  it("is left out of a page whose script has not run, where it could do nothing", () => {
    renderPage(<PrintButton>Print</PrintButton>);
    expect(isShown(getButton("Print"))).toBe(false);
  });

  it("opens the browser's print dialog once the page script has run", () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderPage(<PrintButton>Print</PrintButton>);
    runPageScript(enhancePrintButtons);
    const button = getButton("Print");
    expect(isShown(button)).toBe(true);
    button.click();
    expect(print).toHaveBeenCalledOnce();
  });
});
