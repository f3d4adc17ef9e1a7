import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

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
  ]),
  route("sign-out", "routes/sign-out.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("properties/:slug/preview.jpg", "routes/property-preview-image.ts"),
  route("alerts/one-click/:token", "routes/alert-one-click.ts"),
  // Slugs are letters, digits and hyphens only: none is taken for this.
  route("properties/map.json", "routes/properties-map.ts"),
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("properties", "routes/properties.tsx"),
    route("properties/:slug", "routes/property.tsx"),
    // Paths match case-insensitively, so this serves /About and /about alike.
    route("About", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("saved", "routes/saved.tsx"),
    route("saved/listings", "routes/saved-listings.tsx"),
    route("alerts", "routes/alerts.tsx"),
    route("alerts/confirm/:token", "routes/alert-confirm.tsx"),
    route("alerts/manage/:token", "routes/alert-manage.tsx"),
    route("alerts/unsubscribe/:token", "routes/alert-unsubscribe.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
