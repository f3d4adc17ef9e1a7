export const RENEW_FEEDS_INTENT = "renew-feeds";

interface FeedAddressesProps {
  /** Whether PUBLIC_BASE_URL is set: the feeds' addresses are written from it. */
  siteAddressSet: boolean;
  addresses: { feed: string; label: string; url: string }[];
  saving: boolean;
}

/** The feeds' secret addresses, to give to Kyero, Meta and others, and the button that renews them. */
export function FeedAddresses({ siteAddressSet, addresses, saving }: FeedAddressesProps) {
  return (
    <section aria-labelledby="feeds-heading">
      <h2 id="feeds-heading">Feeds for other sites</h2>
      {!siteAddressSet ? (
        <p className="notice">
          Feeds are off: their photos and links are written from the site&apos;s address. Set{" "}
          <code>PUBLIC_BASE_URL</code> in the server&apos;s environment and restart it.
        </p>
      ) : addresses.length === 0 ? (
        <p>
          Make the feeds&apos; secret addresses to give to portals (Kyero), Meta&apos;s catalogues and others.
        </p>
      ) : (
        <>
          <p>
            Every published listing, updated as the listings change. Anyone with an address can read its feed:
            give each only to the site that needs it, and make new addresses if one is passed on.
          </p>
          <ul className="feed-addresses">
            {addresses.map(({ feed, label, url }) => (
              <li key={feed}>
                {label}: <code>{url}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {siteAddressSet && (
        <button type="submit" name="intent" value={RENEW_FEEDS_INTENT} className="button" disabled={saving}>
          {addresses.length === 0
            ? "Make the feed addresses"
            : "Make new addresses (the old ones stop working)"}
        </button>
      )}
    </section>
  );
}
