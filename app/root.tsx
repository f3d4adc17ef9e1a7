import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { LanguageAlternates } from "~/site/components/language-alternates";
import { brandStyle } from "~/domain/brand";
import { type BrandLogoUrls, brandLogoUrls, DEFAULT_LOGO_URLS } from "~/domain/brand-images";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/domain/settings";
import { languageOfPath } from "~/domain/language";
import { sitePath } from "~/domain/site-path";
import type { PageHandle } from "~/entry.server";
import { LanguageProvider, useTranslation } from "~/i18n/language-context";
import { getSessionUser } from "~/services/auth.server";
import { keptBrand, keptBrandImages, keptSettings } from "~/services/content-reads.server";
import { servicesFrom } from "~/services/context.server";
import { databaseFaultAnswers } from "~/services/database-fault-answers.server";
import { publicOrigin } from "~/services/public-address.server";
import type { PageScript } from "~/services/page-script.server";
import type { Route } from "./+types/root";
import { CurrencyChoiceScript } from "./site/components/currency-switch";
import { NavigationProgress } from "./ui/navigation-progress";
import { PageTitle, useSiteBrand } from "./ui/site-brand";
import { SiteHeader } from "./site/components/site-header";
import visitorsStylesheet from "./site/site.css?url";

export const middleware: Route.MiddlewareFunction[] = [databaseFaultAnswers];

export async function loader({ request, context }: Route.LoaderArgs) {
  // A path that names another site (`//evil.example`) moves to the one it means here, so
  // that nothing on the page is built from it.
  const url = new URL(request.url);
  const path = sitePath(url.pathname);
  if (path !== url.pathname) throw redirect(`${path}${url.search}`, 301);
  const { config, pageScript } = servicesFrom(context);
  const [settings, brand, brandImages, user] = await Promise.all([
    keptSettings(context),
    keptBrand(context),
    keptBrandImages(context),
    getSessionUser(request, context),
  ]);
  return {
    settings,
    brand,
    brandLogo: brandLogoUrls(brandImages.logo, config.mediaBaseUrl),
    officeRole: user?.role ?? null,
    mediaBaseUrl: config.mediaBaseUrl,
    pageScript,
    siteOrigin: publicOrigin(request, context),
  };
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: visitorsStylesheet }];

/**
 * What the routes of this page say of it in their handles. A visitors' page is sent whole and
 * is not the administrator's: the office's pages sent whole (the window card) have neither the
 * visitors' language and currency choices nor their alternates.
 */
function usePageKind(): { adminPage: boolean; htmlOnly: boolean; visitorsPage: boolean } {
  const handles = useMatches().map((match) => (match.handle ?? {}) as PageHandle);
  const adminPage = handles.some((handle) => handle.adminPage);
  const htmlOnly = handles.some((handle) => handle.htmlOnly);
  return { adminPage, htmlOnly, visitorsPage: htmlOnly && !adminPage };
}

/** The site settings (KES rate, contact details) loaded once per request by the root. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<typeof loader>("root");
  return data?.settings ?? DEFAULT_SETTINGS;
}

/**
 * The scripts a page runs: pages marked `htmlOnly` in a route's handle (visitors' pages, the
 * window card) are whole as they are sent and load only the page script; the administrator's
 * other pages run the app.
 */
function PageScripts({ htmlOnly, pageScript }: { htmlOnly: boolean; pageScript: PageScript | undefined }) {
  if (!htmlOnly) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return pageScript ? <script type="module" src={pageScript.src} integrity={pageScript.integrity} /> : null;
}

/** The browser's and the phone's icons for the site: the office's logo, or the house mark. */
function BrandIcons({ logo }: { logo: BrandLogoUrls }) {
  return (
    <>
      {logo.favicons.map(({ href, type, sizes }) => (
        <link key={href} rel="icon" href={href} type={type} sizes={sizes} />
      ))}
      <link rel="apple-touch-icon" href={logo.appleTouchIcon} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  return (
    <LanguageProvider language={language}>
      <Document>{children}</Document>
    </LanguageProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const brand = useSiteBrand();
  const { adminPage, htmlOnly, visitorsPage } = usePageKind();
  const { language, t } = useTranslation();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.colour} />
        <BrandIcons logo={data?.brandLogo ?? DEFAULT_LOGO_URLS} />
        {/* Added to a phone's home screen, the administrator's pages open on the dashboard. */}
        <link rel="manifest" href={adminPage ? "/office.webmanifest" : "/manifest.webmanifest"} />
        {visitorsPage && data && <LanguageAlternates siteOrigin={data.siteOrigin} />}
        {visitorsPage && <CurrencyChoiceScript />}
        <Meta />
        <Links />
        <style>{brandStyle(brand)}</style>
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("Skip to content")}
        </a>
        <NavigationProgress />
        <SiteHeader officeRole={data?.officeRole ?? null} visitorsPage={visitorsPage} />
        {children}
        <PageScripts htmlOnly={htmlOnly} pageScript={data?.pageScript} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

const STATUS_PAGES: Record<number, { title: string; message: string }> = {
  400: { title: "The form could not be read", message: "Please go back and try again." },
  403: { title: "Not allowed", message: "This page is for the office's owner." },
  404: { title: "Page not found", message: "We could not find the page you asked for." },
  413: { title: "Too large to send", message: "Please go back and send smaller files." },
  503: { title: "Back in a moment", message: "We could not show this page. Please try again in a moment." },
};
/** Statuses whose response text, written for the reader, is shown in place of the default. */
const EXPLAINED_STATUSES = new Set([400, 403, 413, 503]);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, localPath } = useTranslation();
  const known = isRouteErrorResponse(error) ? STATUS_PAGES[error.status] : undefined;
  const title = t(known?.title ?? "Something went wrong");
  const message =
    isRouteErrorResponse(error) && EXPLAINED_STATUSES.has(error.status) && typeof error.data === "string"
      ? t(error.data)
      : t(known?.message ?? "We could not show this page. Please try again in a moment.");
  return (
    <main id="main" className="page page--narrow status-page">
      <PageTitle>{title}</PageTitle>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a className="button" href={localPath("/")}>
          {t("Go to the home page")}
        </a>
      </p>
    </main>
  );
}
