import { useState } from "react";

/** The intent of a feed's button: `renew-feed:kyero` makes a new address for Kyero's feed alone. */
export const RENEW_FEED_INTENT = "renew-feed:";

interface FeedAddressesProps {
  /** Whether PUBLIC_BASE_URL is set: the feeds' addresses are written from it. */
  siteAddressSet: boolean;
  /** Each feed, with its secret address once made. */
  addresses: { feed: string; label: string; url: string | null; shared: boolean }[];
  saving: boolean;
}

/** A feed's address in a box that selects whole, with a button that copies it. */
function FeedAddress({ feed, label, url }: { feed: string; label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <label htmlFor={`feed-${feed}`}>{label}</label>
      <div className="feed-address">
        <input
          id={`feed-${feed}`}
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </>
  );
}

/** The feeds' secret addresses, to give to Kyero, Meta and others, each with its own button to renew it. */
export function FeedAddresses({ siteAddressSet, addresses, saving }: FeedAddressesProps) {
  return (
    <section aria-labelledby="feeds-heading">
      <h2 id="feeds-heading">Feeds for other sites</h2>
      {!siteAddressSet ? (
        <p className="notice">
          Feeds are off: their photos and links are written from the site&apos;s address. Set{" "}
          <code>PUBLIC_BASE_URL</code> in the server&apos;s environment and restart it.
        </p>
      ) : (
        <>
          <p>
            Every published listing, at the point its map shows visitors, updated as the listings change.
            Anyone with an address can read its feed: give each only to the site that needs it, and make a new
            address for a feed whose address was passed on. The office&apos;s own spreadsheet of every listing
            is under Import a spreadsheet.
          </p>
          <ul className="feed-addresses">
            {addresses.map(({ feed, label, url, shared }) => (
              <li key={feed}>
                {url ? <FeedAddress feed={feed} label={label} url={url} /> : <p>{label}</p>}
                {shared && (
                  <p className="form__hint">
                    This address dates from before each feed had its own, and opens the other feeds too. Make
                    a new one to keep it to this feed.
                  </p>
                )}
                <button
                  type="submit"
                  name="intent"
                  value={`${RENEW_FEED_INTENT}${feed}`}
                  className="button button--secondary"
                  disabled={saving}
                >
                  {url
                    ? `New address for ${label} (the old one stops working)`
                    : `Make the address for ${label}`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
