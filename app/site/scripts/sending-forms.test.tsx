// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnquiryForm } from "~/site/components/enquiry-form";
import { closePage, getButton, renderPage, runPageScript } from "~/testing/page-in-dom";
import { enhanceSendingForms } from "./sending-forms";

/** The visitor presses the button: whether the browser then sends the form. */
function press(button: HTMLButtonElement): boolean {
  return button.form!.dispatchEvent(
    new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button }),
  );
}

/**
 * The page shown again, `restored` from the browser's back-forward cache or not. Built by hand:
 * happy-dom's PageTransitionEvent is a plain Event, without `persisted`.
 */
function showAgain(restored: boolean) {
  window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: restored }));
}

afterEach(closePage);

describe("a form being sent", () => {
  beforeEach(() => {
    renderPage(<EnquiryForm listing={{ name: "Ocean View", reference: "MK-0042" }} result={undefined} />);
    runPageScript(enhanceSendingForms);
  });

  it("is sent at the first press, and its button says it is sending", () => {
    const button = getButton("Send enquiry");
    expect(press(button)).toBe(true);
    expect(button.textContent).toBe("Sending…");
    expect(button.getAttribute("aria-disabled")).toBe("true");
  });

  it("is sent once however often the button is pressed", () => {
    const button = getButton("Send enquiry");
    expect(press(button)).toBe(true);
    expect(press(button)).toBe(false);
    expect(press(button)).toBe(false);
  });

  it("can be sent again when the page comes back from the browser's history", () => {
    const button = getButton("Send enquiry");
    press(button);
    showAgain(true);
    expect(button.textContent).toBe("Send enquiry");
    expect(button.hasAttribute("aria-disabled")).toBe(false);
    expect(press(button)).toBe(true);
  });

  it("stays sending when the page is only shown again, not restored", () => {
    const button = getButton("Send enquiry");
    press(button);
    showAgain(false);
    expect(button.textContent).toBe("Sending…");
    expect(press(button)).toBe(false);
  });
});
