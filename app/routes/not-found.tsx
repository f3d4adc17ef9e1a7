import { data, Link } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main id="main" className="page page--narrow status-page">
      <title>Page not found · Makazi</title>
      <meta name="description" content="There is no page at this address on Makazi." />
      <meta name="robots" content="noindex" />
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/properties" className="button">
          Browse properties
        </Link>
      </p>
    </main>
  );
}
