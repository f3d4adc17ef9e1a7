// Finding English in what the site wrote in Kiswahili: its pages and its e-mails.
import type { Page } from "@playwright/test";
import { kiswahili } from "../../../app/i18n/sw";

/** The words of a text, leaving out e-mail and web addresses. */
const words = (text: string) =>
  text
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ")
    .toLowerCase()
    .match(/[a-z][a-z'-]{2,}/g) ?? [];

/**
 * The words of the site's own English texts that its Kiswahili never uses: brand names and
 * words the two languages share (WhatsApp, Kenya, Makazi) are in both, so they are left out.
 */
const ENGLISH_WORDS = (() => {
  const kiswahiliWords = new Set(Object.values(kiswahili).flatMap(words));
  const englishTexts = Object.keys(kiswahili).map((key) =>
    key.replace(/\{\{\w+\}\}|_(one|other|button)$/g, ""),
  );
  return new Set(englishTexts.flatMap(words).filter((word) => !kiswahiliWords.has(word)));
})();

/**
 * The English words of the site's texts on the page: in its text, placeholders and title,
 * leaving out what is marked as written in English (`lang="en"`: listings the administrator
 * wrote in English only, and the switch to the English site).
 */
export async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const inKiswahili = (element: Element | null) =>
      element?.closest("[lang]")?.getAttribute("lang") === "sw";
    // A listing's page is titled by its name, which is the administrator's.
    const found: string[] = inKiswahili(document.querySelector("h1")) ? [document.title] : [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text box's text is the visitor's to change, like the value of an input.
      if (parent && inKiswahili(parent) && !parent.closest("script, style, textarea, [hidden]")) {
        found.push(node.textContent ?? "");
      }
    }
    for (const field of document.querySelectorAll("[placeholder]")) {
      if (inKiswahili(field)) found.push(field.getAttribute("placeholder") ?? "");
    }
    const description = document.querySelector('meta[name="description"]');
    found.push(description?.getAttribute("content") ?? "");
    return found;
  });
  return englishIn(texts.join("\n"));
}

/** The English words of the site's texts in a text, such as an e-mail the site wrote. */
export function englishIn(text: string): string[] {
  return [...new Set(words(text).filter((word) => ENGLISH_WORDS.has(word)))];
}
