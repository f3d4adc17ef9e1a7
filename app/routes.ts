import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANGUAGES, type SiteLanguage } from "./domain/language";

/**
 * The visitors' pages in one language, at its addresses (English at the site's first ones,
 * Kiswahili under `/sw`): the same modules in every language, which read it from the address.
 * The routes of a prefixed language have ids of their own, e.g. `sw/home`.
 */
function visitorsPages({ code, prefix }: SiteLanguage) {
  const id = (name: string) => (prefix === "" ? {} : { id: `${code}/${name}` });
  const pages = [
    index("site/routes/home.tsx", id("home")),
    route("properties", "site/routes/properties.tsx", id("properties")),
    route("properties/:slug", "site/routes/property.tsx", id("property")),
    route("properties/:slug/viewing", "site/routes/viewing-booking.tsx", id("viewing-booking")),
    route("viewing/code/:token", "site/routes/viewing-code.tsx", id("viewing-code")),
    route("viewing/cancel/:token", "site/routes/viewing-cancel.tsx", id("viewing-cancel")),
    route("viewing/cancel/:token/viewing.ics", "site/routes/viewing-calendar.ts", id("viewing-calendar")),
    route("properties/:slug/report", "site/routes/listing-report.tsx", id("listing-report")),
    // Paths match case-insensitively, so this serves /About and /about alike.
    route("About", "site/routes/about.tsx", id("about")),
    route("contact", "site/routes/contact.tsx", id("contact")),
    route("verify", "site/routes/verify.tsx", id("verify")),
    route("privacy", "site/routes/privacy.tsx", id("privacy")),
    route("saved", "site/routes/saved.tsx", id("saved")),
    route("saved/listings", "site/routes/saved-listings.tsx", id("saved-listings")),
    route("alerts", "site/routes/alerts.tsx", id("alerts")),
    route("alerts/confirm/:token", "site/routes/alert-confirm.tsx", id("alert-confirm")),
    route("alerts/manage/:token", "site/routes/alert-manage.tsx", id("alert-manage")),
    route("alerts/unsubscribe/:token", "site/routes/alert-unsubscribe.tsx", id("alert-unsubscribe")),
    route("*", "site/routes/not-found.tsx", id("not-found")),
  ];
  const folder = prefix.slice(1);
  return [
    // Slugs are letters, digits and hyphens only: none is taken for this.
    route(
      `${folder ? `${folder}/` : ""}properties/map.json`,
      "site/routes/properties-map.ts",
      id("properties-map"),
    ),
    route(
      `${folder ? `${folder}/` : ""}properties/places.json`,
      "site/routes/place-suggestions.ts",
      id("place-suggestions"),
    ),
    prefix === ""
      ? layout("site/routes/public-layout.tsx", pages)
      : route(folder, "site/routes/public-layout.tsx", id("public-layout"), pages),
  ];
}

export default [
  layout("office/routes/admin-layout.tsx", [
    route("admin", "office/routes/admin.tsx"),
    route("admin-dashboard", "office/routes/admin-dashboard.tsx"),
    route("manage-properties", "office/routes/manage-properties.tsx"),
    route("availability", "office/routes/availability.tsx"),
    route("addservice", "office/routes/add-property.tsx"),
    route("updateservice/:slug", "office/routes/update-property.tsx"),
    route("window-card/:slug", "office/routes/window-card.tsx"),
    route("window-card/:slug/qr.png", "office/routes/window-card-qr.ts"),
    route("manage-about-me", "office/routes/manage-about-me.tsx"),
    route("messages", "office/routes/messages.tsx"),
    route("messages/:id", "office/routes/message.tsx"),
    route("settings", "office/routes/settings.tsx"),
    route("your-site", "office/routes/your-site.tsx"),
    route("image-uploads", "office/routes/photo-uploads.ts"),
    route("change-password", "office/routes/change-password.tsx"),
    route("two-factor", "office/routes/two-factor.tsx"),
    route("sessions", "office/routes/signed-in-devices.tsx"),
    route("audit-log", "office/routes/audit-log.tsx"),
    route("processing-record", "office/routes/processing-record.tsx"),
    route("personal-data", "office/routes/personal-data.tsx"),
    route("personal-data/copy.json", "office/routes/personal-data-copy.ts"),
    route("search-alerts", "office/routes/search-alerts.tsx"),
    route("import", "office/routes/spreadsheet-import.tsx"),
    route("import/listings.csv", "office/routes/spreadsheet-export.ts"),
    route("import/photos", "office/routes/photos-in-bulk.tsx"),
    route("import/photos/:token", "office/routes/photos-in-bulk-preview.tsx"),
    route("import/:token", "office/routes/spreadsheet-preview.tsx"),
    route("viewings", "office/routes/viewings.tsx"),
    route("sign-in/code", "office/routes/second-factor.tsx"),
    route("sign-in/link/:token", "office/routes/sign-in-link.tsx"),
    route("people", "office/routes/people.tsx"),
    route("your-details", "office/routes/your-details.tsx"),
    route("invitation/:token", "office/routes/invitation.tsx"),
  ]),
  route("sign-out", "office/routes/sign-out.tsx"),
  route("robots.txt", "site/routes/robots.ts"),
  route("sitemap.xml", "site/routes/sitemap.ts"),
  route("feeds/:token/:file", "site/routes/feed.ts"),
  route("properties/:slug/preview.jpg", "site/routes/property-preview-image.ts"),
  route("site-preview.jpg", "site/routes/site-preview-image.ts"),
  route("manifest.webmanifest", "site/routes/web-app-manifest.ts"),
  route("office.webmanifest", "office/routes/office-manifest.ts"),
  route("alerts/one-click/:token", "site/routes/alert-one-click.ts"),
  ...LANGUAGES.flatMap(visitorsPages),
] satisfies RouteConfig;
