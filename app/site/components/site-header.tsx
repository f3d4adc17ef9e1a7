import { mayUse, type OfficeRight, type OfficeRole } from "~/domain/office-roles";
import type { ReactNode } from "react";
import { useHeaderLogo, useSiteBrand } from "~/ui/site-brand";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "~/i18n/language-context";
import { CurrencySwitch } from "./currency-switch";
import { LanguageSwitch } from "./language-switch";
import { SAVED_LINK } from "./site-header.contract";

const NAVIGATION = [
  { to: "/", label: "Home", end: true },
  { to: "/properties", label: "Properties", end: false },
  { to: "/About", label: "About", end: true },
  { to: "/contact", label: "Contact", end: true },
];

/**
 * The link to the saved listings; the page's script adds their number, which only the browser
 * knows (`app/site/scripts/save-buttons.ts`).
 */
function SavedLink() {
  const { t, localPath } = useTranslation();
  return (
    <NavLink
      to={localPath("/saved")}
      end
      className="site-nav__link"
      prefetch="intent"
      {...{ [SAVED_LINK.name]: t("Saved") }}
    >
      {t("Saved")}
      <span className="site-nav__count" {...{ [SAVED_LINK.count]: true }} hidden />
    </NavLink>
  );
}

/**
 * The administrator's longer row of links, folded into a disclosure on narrow screens (shown
 * as a row on wide ones by CSS); it works without scripts, and closes on each navigation.
 */
function AdministratorMenu({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <details className="site-menu" key={pathname}>
      <summary className="site-menu__toggle">Menu</summary>
      {children}
    </details>
  );
}

/** The office's daily pages, in the phone's menu; a desktop has them on the dashboard. */
const OFFICE_MENU = [
  { to: "/manage-properties", label: "Manage Properties", right: "own-work" },
  { to: "/messages", label: "Messages", right: "own-work" },
  { to: "/viewings", label: "Viewings", right: "own-work" },
  { to: "/settings", label: "Settings", right: "running" },
  { to: "/your-site", label: "Your site", right: "running" },
] as const satisfies readonly { to: string; label: string; right: OfficeRight }[];

interface SiteHeaderProps {
  /** The signed-in person's role, which adds the Admin link, the pages they may use and the Sign out button. */
  officeRole: OfficeRole | null;
  /** Adds the language switch, which only visitors' pages have. */
  visitorsPage: boolean;
}

export function SiteHeader({ officeRole, visitorsPage }: SiteHeaderProps) {
  const administrator = officeRole !== null;
  const { t, localPath } = useTranslation();
  const brand = useSiteBrand();
  const logo = useHeaderLogo();
  const navigation = (
    <nav aria-label={t("Main")} className="site-nav">
      {NAVIGATION.map((item) => (
        <NavLink
          key={item.to}
          to={localPath(item.to)}
          end={item.end}
          className="site-nav__link"
          prefetch="intent"
        >
          {t(item.label)}
        </NavLink>
      ))}
      <SavedLink />
      {administrator && (
        <>
          <NavLink to="/admin-dashboard" className="site-nav__link">
            Admin
          </NavLink>
          <NavLink to="/availability" className="site-nav__link">
            Availability
          </NavLink>
          {OFFICE_MENU.filter(({ right }) => mayUse(officeRole!, right)).map(({ to, label }) => (
            <NavLink key={to} to={to} className="site-nav__link site-nav__link--menu-only">
              {label}
            </NavLink>
          ))}
          <Form method="post" action="/sign-out" className="site-nav__form">
            <button type="submit" className="site-nav__link site-nav__button">
              Sign out
            </button>
          </Form>
        </>
      )}
    </nav>
  );
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={localPath("/")} className="brand" aria-label={t("{{site}} home", { site: brand.name })}>
          {logo ? (
            <img
              className="brand__logo"
              src={logo.src}
              srcSet={logo.srcSet}
              width={logo.width}
              height={logo.height}
              alt={brand.name}
            />
          ) : (
            <>
              <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" width="28" height="28">
                <path d="M4 15 16 5l12 10v12a1 1 0 0 1-1 1h-7v-8h-8v8H5a1 1 0 0 1-1-1z" />
              </svg>
              <span className="brand__name">{brand.name}</span>
            </>
          )}
        </Link>
        {visitorsPage && (
          <>
            <CurrencySwitch />
            <LanguageSwitch />
          </>
        )}
        {administrator ? <AdministratorMenu>{navigation}</AdministratorMenu> : navigation}
      </div>
    </header>
  );
}
