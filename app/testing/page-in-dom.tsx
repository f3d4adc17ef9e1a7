// What the unit tests of the visitors' page scripts share. They run in happy-dom, chosen over
// jsdom as the lighter of the two (a handful of dependencies, a fraction of the start-up time)
// while it has all these scripts use: storage, events, computed styles, script elements. A
// test renders a component as the server sends it, runs the script on it, and finds what it
// acts on as a visitor would: by role, name, label and text.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { languageOfPath } from "~/domain/language";
import { LanguageProvider } from "~/i18n/language-context";

/** The HTML the server sends for `page` at `path`, in that path's language. */
export function pageMarkup(page: ReactNode, path = "/"): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        element: <LanguageProvider language={languageOfPath(path)}>{page}</LanguageProvider>,
      },
    ],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/**
 * A link clicked in a test goes no further than the page's own listeners: happy-dom would
 * otherwise follow it, over the network for another site's.
 */
function stayOnPage(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
}

/** Shows `page` as the server sends it, at `path`, as the whole of the document's body. */
export function renderPage(page: ReactNode, path = "/"): void {
  document.body.innerHTML = pageMarkup(page, path);
  window.addEventListener("click", stayOnPage);
}

/** The CSS of `file` with its `@import`s written in, as the build bundles it. */
function bundledStylesheet(file: string): string {
  return readFileSync(file, "utf8").replace(/@import "([^"]+)";/g, (_, imported: string) =>
    bundledStylesheet(join(dirname(file), imported)),
  );
}

/** Gives the page the visitors' stylesheet (`app/site/site.css`), for tests of what it shows and hides. */
export function addSiteStylesheet(): void {
  const style = document.createElement("style");
  style.textContent = bundledStylesheet(join(dirname(fileURLToPath(import.meta.url)), "../site/site.css"));
  document.head.append(style);
}

const listenerRemovals: (() => void)[] = [];

/**
 * Runs a page script's setup as the page does. Its listeners on the document and the window
 * outlive the body a test replaces, so they are noted here and taken off by `closePage`.
 */
export function runPageScript<T>(setup: () => T): T {
  const documentListeners = vi.spyOn(document, "addEventListener");
  const windowListeners = vi.spyOn(window, "addEventListener");
  try {
    return setup();
  } finally {
    for (const call of documentListeners.mock.calls) {
      listenerRemovals.push(() => document.removeEventListener(...call));
    }
    for (const call of windowListeners.mock.calls) {
      listenerRemovals.push(() => window.removeEventListener(...call));
    }
    documentListeners.mockRestore();
    windowListeners.mockRestore();
  }
}

/** After each test: the next one starts from an empty page, no listeners and nothing stored. */
export function closePage(): void {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const remove of listenerRemovals.splice(0)) remove();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) {
    document.documentElement.removeAttribute(name);
  }
  localStorage.clear();
}

/** Lets what a script started run to its end: the promises it waits for are settled already. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** Left out of a name: what is hidden, and what is hidden from screen readers alone. */
function isLeftOutOfName(node: Node): boolean {
  return node instanceof HTMLElement && (Boolean(node.hidden) || node.getAttribute("aria-hidden") === "true");
}

function textForName(node: Node): string {
  if (isLeftOutOfName(node)) return "";
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  return [...node.childNodes].map(textForName).join("");
}

/** Runs of white space as one space, as a page shows them; a no-break space stays as it is. */
const tidy = (text: string) => text.replace(/[ \t\r\n]+/g, " ").replace(/^ | $/g, "");

/** The name a screen reader gives an element: its label, or else its text. */
export function accessibleName(element: Element): string {
  return tidy(element.getAttribute("aria-label") ?? [...element.childNodes].map(textForName).join(""));
}

function theOne<T extends Element>(found: T[], what: string): T {
  if (found.length !== 1) throw new Error(`Expected one ${what}, found ${found.length}`);
  return found[0]!;
}

function named<T extends Element>(selector: string, name: string): T[] {
  return [...document.body.querySelectorAll<T>(selector)].filter(
    (element) => accessibleName(element) === name,
  );
}

/** The one button named `name`, shown or not. */
export function getButton(name: string): HTMLButtonElement {
  return theOne(named<HTMLButtonElement>("button", name), `button named "${name}"`);
}

/** The buttons named `name`, shown or not: none where the page has no such button. */
export function queryButtons(name: string): HTMLButtonElement[] {
  return named<HTMLButtonElement>("button", name);
}

/** The one link named `name`. */
export function getLink(name: string): HTMLAnchorElement {
  return theOne(named<HTMLAnchorElement>("a[href]", name), `link named "${name}"`);
}

/** The links named `name`: none where the page has no such link. */
export function queryLinks(name: string): HTMLAnchorElement[] {
  return named<HTMLAnchorElement>("a[href]", name);
}

/** The one link to `href`, whatever its name now says. */
export function getLinkTo(href: string): HTMLAnchorElement {
  return theOne(
    [...document.querySelectorAll("a")].filter((link) => link.getAttribute("href") === href),
    `link to ${href}`,
  );
}

/**
 * Turns the browser's storage off, as a visitor's settings can: reaching it throws, as
 * browsers do then.
 */
export function turnStorageOff(): void {
  vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
    throw new DOMException("Storage is turned off", "SecurityError");
  });
}

/** The one image whose text alternative is `alt`. */
export function getImage(alt: string): HTMLImageElement {
  return theOne(
    [...document.querySelectorAll("img")].filter((image) => image.alt === alt),
    `image "${alt}"`,
  );
}

/** The one element labelled `label` (`aria-label`), such as a region or a group. */
export function getLabelled(label: string): HTMLElement {
  return theOne(
    [...document.querySelectorAll<HTMLElement>("[aria-label]")].filter(
      (element) => element.getAttribute("aria-label") === label,
    ),
    `element labelled "${label}"`,
  );
}

/** The form control whose `<label>` reads `label`. */
export function getField(label: string): HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement {
  const labels = [...document.querySelectorAll("label")].filter(
    (element) => tidy(element.textContent) === label,
  );
  const control = document.getElementById(theOne(labels, `label "${label}"`).htmlFor);
  if (!control) throw new Error(`The label "${label}" names no control`);
  return control as HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;
}

/** The innermost element whose whole text is `text`. */
export function getByText(text: string): HTMLElement {
  const matching = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
    (element) => tidy(element.textContent) === text,
  );
  return theOne(
    matching.filter((element) => !matching.some((other) => other !== element && element.contains(other))),
    `element reading "${text}"`,
  );
}

function visibleText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  if (!(node instanceof HTMLElement)) return "";
  if (node.hidden || getComputedStyle(node).display === "none") return "";
  return [...node.childNodes].map(visibleText).join("");
}

/**
 * The text of `element` a visitor sees, the page's stylesheets and `hidden` applied. It is
 * read from a fresh copy: happy-dom keeps an element's computed style until that element
 * itself changes, so the original would miss a change made on the root element.
 */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  element.after(copy);
  try {
    return tidy(visibleText(copy));
  } finally {
    copy.remove();
  }
}

/** Whether `element` shows, its own `hidden` and that of the elements around it applied. */
export function isShown(element: Element): boolean {
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (current instanceof HTMLElement && current.hidden) return false;
  }
  return true;
}
