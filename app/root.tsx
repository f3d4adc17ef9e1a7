import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { findSettings } from "~/data/settings.server";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/domain/settings";
import { servicesFrom } from "~/services/context.server";
import type { Route } from "./+types/root";
import { NavigationProgress } from "./components/navigation-progress";
import { SiteHeader } from "./components/site-header";
import stylesheet from "./styles/app.css?url";

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = servicesFrom(context);
  return { settings: await findSettings(database.db) };
}

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The site settings (KES rate, contact details) loaded once per request by the root. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<typeof loader>("root");
  return data?.settings ?? DEFAULT_SETTINGS;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5132" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavigationProgress />
        <SiteHeader />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page page--narrow status-page">
      <title>{notFound ? "Page not found · Makazi" : "Something went wrong · Makazi"}</title>
      <h1>{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "We could not find the page you asked for."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <p>
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
