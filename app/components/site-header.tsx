import { Link, NavLink } from "react-router";

const NAVIGATION = [
  { to: "/", label: "Home", end: true },
  { to: "/properties", label: "Properties", end: false },
  { to: "/About", label: "About", end: true },
  { to: "/contact", label: "Contact", end: true },
];

export function SiteHeader() {
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
        </nav>
      </div>
    </header>
  );
}
