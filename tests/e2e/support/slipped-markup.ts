// Markup that a bug (a raw field, a bad template) could one day write into a page as it is
// rendered: an inline script, and a script file carrying an integrity that matches it. Neither
// is the app's own, so the page's policy must refuse both.
import { createHash } from "node:crypto";

const FILE_SCRIPT = "document.documentElement.dataset.slippedFile = 'ran';";

export const SLIPPED_MARKUP =
  "<script>document.documentElement.dataset.slippedInline = 'ran';</script>" +
  `<script src="data:text/javascript,${encodeURIComponent(FILE_SCRIPT)}" ` +
  `integrity="sha384-${createHash("sha384").update(FILE_SCRIPT).digest("base64")}"></script>`;

/** `html` with SLIPPED_MARKUP in its body, if it is a whole page. */
export function withSlippedMarkup(html: string): string {
  return html.startsWith("<!DOCTYPE html>") ? html.replace("</main>", `${SLIPPED_MARKUP}</main>`) : html;
}

/** Loaded with `--import` into a test server only (never the app): see slip-markup-into-pages.ts. */
export const SLIP_MARKUP_INTO_PAGES = new URL("./slip-markup-into-pages.ts", import.meta.url).href;
