import type { ReactNode } from "react";
import { Link } from "react-router";
import { PropertyGrid } from "~/components/property-grid";
import { readSavedSlugs, unsaveListings } from "~/components/saved-listings-storage";
import { savedListingsPath } from "~/domain/saved-listings";
import type { Route } from "./+types/saved";
import type { loader as savedListingsLoader } from "./saved-listings";

// The saved slugs live in the browser, so the server sends the page without them and the
// browser asks for their listings.
export async function clientLoader() {
  const slugs = readSavedSlugs() ?? [];
  if (slugs.length === 0) return { listings: [], removedCount: 0 };
  const response = await fetch(savedListingsPath(slugs));
  if (!response.ok) throw new Error(`Saved listings answered ${response.status}`);
  const { listings } = (await response.json()) as Awaited<ReturnType<typeof savedListingsLoader>>;
  const found = new Set(listings.map((listing) => listing.slug));
  const gone = slugs.filter((slug) => !found.has(slug));
  unsaveListings(gone);
  return { listings, removedCount: gone.length };
}

function SavedPage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="page saved">
      <title>Saved listings · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Saved listings</h1>
      <p className="saved__intro">
        The listings you save with the heart are kept in this browser, not on the site.
      </p>
      {children}
    </main>
  );
}

function removedNote(count: number) {
  return count === 1
    ? "1 saved listing is no longer available and was removed from your list."
    : `${count} saved listings are no longer available and were removed from your list.`;
}

export default function Saved({ loaderData }: Route.ComponentProps) {
  const { listings, removedCount } = loaderData;
  return (
    <SavedPage>
      {removedCount > 0 && (
        <p className="notice notice--success" role="status">
          {removedNote(removedCount)}
        </p>
      )}
      {listings.length > 0 ? (
        <PropertyGrid listings={listings} label="Saved listings" eagerCards={3} />
      ) : (
        <div className="empty-state">
          <p>You have no saved listings yet.</p>
          <Link to="/properties" className="button">
            Browse properties
          </Link>
        </div>
      )}
    </SavedPage>
  );
}

export function HydrateFallback() {
  return (
    <SavedPage>
      <p className="saved__loading" role="status">
        Loading your saved listings…
      </p>
      <noscript>
        <p className="notice notice--error">
          Saved listings need JavaScript, which is turned off in this browser.
        </p>
      </noscript>
    </SavedPage>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main" className="page page--narrow status-page">
      <title>Saved listings · Makazi</title>
      <h1>Saved listings</h1>
      <p role="alert">Error: your saved listings could not be loaded. Please try again.</p>
    </main>
  );
}
