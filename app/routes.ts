import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import type { Language } from "./domain/language";

/**
 * The visitors' pages, in English at the site's first addresses and in Kiswahili under `/sw`:
 * the same modules, which read the language from the address.
 */
function visitorsPages(language: Language) {
  const id = (name: string) => (language === "en" ? {} : { id: `sw/${name}` });
  const pages = [
    index("routes/home.tsx", id("home")),
    route("properties", "routes/properties.tsx", id("properties")),
    route("properties/:slug", "routes/property.tsx", id("property")),
    // Paths match case-insensitively, so this serves /About and /about alike.
    route("About", "routes/about.tsx", id("about")),
    route("contact", "routes/contact.tsx", id("contact")),
    route("saved", "routes/saved.tsx", id("saved")),
    route("saved/listings", "routes/saved-listings.tsx", id("saved-listings")),
    route("alerts", "routes/alerts.tsx", id("alerts")),
    route("alerts/confirm/:token", "routes/alert-confirm.tsx", id("alert-confirm")),
    route("alerts/manage/:token", "routes/alert-manage.tsx", id("alert-manage")),
    route("alerts/unsubscribe/:token", "routes/alert-unsubscribe.tsx", id("alert-unsubscribe")),
    route("*", "routes/not-found.tsx", id("not-found")),
  ];
  return language === "en"
    ? [layout("routes/public-layout.tsx", pages)]
    : [route("sw", "routes/public-layout.tsx", { id: "sw/public-layout" }, pages)];
}

export default [
  layout("routes/admin-layout.tsx", [
    route("admin", "routes/admin.tsx"),
    route("admin-dashboard", "routes/admin-dashboard.tsx"),
    route("manage-properties", "routes/manage-properties.tsx"),
    route("addservice", "routes/add-property.tsx"),
    route("updateservice/:slug", "routes/update-property.tsx"),
    route("manage-about-me", "routes/manage-about-me.tsx"),
    route("messages", "routes/messages.tsx"),
    route("messages/:id", "routes/message.tsx"),
    route("settings", "routes/settings.tsx"),
    route("image-uploads", "routes/photo-uploads.ts"),
    route("change-password", "routes/change-password.tsx"),
    route("two-factor", "routes/two-factor.tsx"),
    route("sessions", "routes/signed-in-devices.tsx"),
    route("audit-log", "routes/audit-log.tsx"),
    route("search-alerts", "routes/search-alerts.tsx"),
    route("sign-in/code", "routes/second-factor.tsx"),
    route("sign-in/link/:token", "routes/sign-in-link.tsx"),
  ]),
  route("sign-out", "routes/sign-out.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("properties/:slug/preview.jpg", "routes/property-preview-image.ts"),
  route("alerts/one-click/:token", "routes/alert-one-click.ts"),
  // Slugs are letters, digits and hyphens only: none is taken for this.
  route("properties/map.json", "routes/properties-map.ts"),
  route("sw/properties/map.json", "routes/properties-map.ts", { id: "sw/properties-map" }),
  ...visitorsPages("en"),
  ...visitorsPages("sw"),
] satisfies RouteConfig;
