import type { RouterContextProvider } from "react-router";
import { pathInLanguage } from "~/domain/language";
import { absoluteUrl } from "~/domain/site-address";
import { requestLanguage } from "~/i18n/request-language";
import { servicesFrom } from "./context.server";

/**
 * The origin of the site's absolute addresses (canonical links, link previews, the sitemap):
 * PUBLIC_BASE_URL when it is set, else the origin the request came to.
 */
export function publicOrigin(request: Request, context: Readonly<RouterContextProvider>): string {
  return servicesFrom(context).config.publicBaseUrl ?? new URL(request.url).origin;
}

/** The absolute public address of `path`. */
export function publicUrl(request: Request, context: Readonly<RouterContextProvider>, path: string): string {
  return absoluteUrl(publicOrigin(request, context), path);
}

/** The absolute public address of the page at the English `path`, in the request's language. */
export function publicPageUrl(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
): string {
  return publicUrl(request, context, pathInLanguage(path, requestLanguage(request)));
}
