// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "~/domain/language";
import { LanguageSwitch } from "~/site/components/language-switch";
import { closePage, getLink, renderPage, runPageScript, turnStorageOff } from "~/testing/page-in-dom";
import { rememberLanguageChoices } from "./language-choice";

afterEach(closePage);

describe("the language switch", () => {
  it("remembers Kiswahili when the visitor switches to it", () => {
    renderPage(<LanguageSwitch />, "/properties?type=houses");
    runPageScript(rememberLanguageChoices);
    const kiswahili = getLink("Kiswahili");
    expect(kiswahili.getAttribute("href")).toBe("/sw/properties?type=houses");
    kiswahili.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("sw");
  });

  it("remembers English when the visitor switches back", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "sw");
    renderPage(<LanguageSwitch />, "/sw/properties");
    runPageScript(rememberLanguageChoices);
    const english = getLink("English");
    expect(english.getAttribute("href")).toBe("/properties");
    english.click();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
  });

  it("still leads to the other language where the browser keeps nothing", () => {
    renderPage(<LanguageSwitch />, "/about");
    runPageScript(rememberLanguageChoices);
    turnStorageOff();
    const kiswahili = getLink("Kiswahili");
    expect(() => kiswahili.click()).not.toThrow();
    expect(kiswahili.getAttribute("href")).toBe("/sw/about");
  });
});
