import { Form, Link, NavLink } from "react-router";
import { useSavedSlugs } from "./saved-listings-storage";

const NAVIGATION = [
  { to: "/", label: "Home", end: true },
  { to: "/properties", label: "Properties", end: false },
  { to: "/About", label: "About", end: true },
  { to: "/contact", label: "Contact", end: true },
];

/** The link to the saved listings, with their number once the page knows it (scripts running). */
function SavedLink() {
  const count = useSavedSlugs()?.length ?? 0;
  return (
    <NavLink
      to="/saved"
      end
      className="site-nav__link"
      prefetch="intent"
      aria-label={count > 0 ? `Saved (${count})` : undefined}
    >
      Saved
      {count > 0 && <span className="site-nav__count">{count}</span>}
    </NavLink>
  );
}

/** The site's header; `administrator` adds the Admin link and the Sign out button. */
export function SiteHeader({ administrator }: { administrator: boolean }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="Makazi home">
          <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" width="28" height="28">
            <path d="M4 15 16 5l12 10v12a1 1 0 0 1-1 1h-7v-8h-8v8H5a1 1 0 0 1-1-1z" />
          </svg>
          <span className="brand__name">Makazi</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          {NAVIGATION.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="site-nav__link" prefetch="intent">
              {item.label}
            </NavLink>
          ))}
          <SavedLink />
          {administrator && (
            <>
              <NavLink to="/admin-dashboard" className="site-nav__link">
                Admin
              </NavLink>
              <Form method="post" action="/sign-out" className="site-nav__form">
                <button type="submit" className="site-nav__link site-nav__button">
                  Sign out
                </button>
              </Form>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
