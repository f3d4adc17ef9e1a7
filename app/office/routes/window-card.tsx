import { data, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { WindowCardSheet } from "~/office/components/window-card";
import { LANGUAGES } from "~/domain/language";
import { listingNumbers } from "~/domain/listing-agent";
import {
  PAPER_SIZE_LABELS,
  PAPER_SIZES,
  parseWindowCardQuery,
  type WindowCardChoice,
  windowCardHref,
  windowCardQrHref,
} from "~/domain/window-card";
import type { PageHandle } from "~/entry.server";
import { useSiteSettings } from "~/root";
import { requireOfficePerson } from "~/services/auth.server";
import { windowCard } from "~/services/window-card.server";
import { PrintButton } from "~/ui/print-button";
import type { Route } from "./+types/window-card";

/**
 * Sent whole, like a visitor's page: a card to print needs nothing of the app, and its one
 * button is the page script's.
 */
export const handle: PageHandle = { htmlOnly: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const query = parseWindowCardQuery(new URL(request.url).searchParams);
  if ("error" in query) throw data(query.error, { status: 400 });
  const card = await windowCard(context, params.slug, query.choice);
  if (!card) throw data("Property not found", { status: 404 });
  return { card, choice: query.choice };
}

/** Reached from the office's pages, which run the app, the card is loaded whole. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}

/** One of the card's choices as links, the current one marked. */
function ChoiceLinks({
  label,
  options,
}: {
  label: string;
  options: { key: string; text: string; href: string; current: boolean }[];
}) {
  return (
    <nav className="window-card-page__choice" aria-label={label}>
      <span aria-hidden="true">{label}:</span>
      {options.map((option) => (
        <Link
          key={option.key}
          to={option.href}
          className="window-card-page__option"
          aria-current={option.current ? "page" : undefined}
        >
          {option.text}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The window card of a listing, with its choices above it on the screen; printed, the page is
 * the card alone, on one sheet of the chosen paper.
 */
export default function WindowCardPage({ loaderData }: Route.ComponentProps) {
  const { card, choice } = loaderData;
  const settings = useSiteSettings();
  const { slug, name } = card.listing;
  const hrefWith = (change: Partial<WindowCardChoice>) => windowCardHref(slug, { ...choice, ...change });
  return (
    <main id="main" className="window-card-page">
      <PageTitle>{`Window card: ${name}`}</PageTitle>
      <meta name="robots" content="noindex" />
      <div className="window-card-page__controls">
        <p>
          <Link to="/manage-properties">Manage Properties</Link>
        </p>
        <h1>Window card: {name}</h1>
        <ChoiceLinks
          label="Language"
          options={LANGUAGES.map((language) => ({
            key: language.code,
            text: language.name,
            href: hrefWith({ language: language.code }),
            current: language.code === choice.language,
          }))}
        />
        <ChoiceLinks
          label="Paper"
          options={PAPER_SIZES.map((size) => ({
            key: size,
            text: PAPER_SIZE_LABELS[size],
            href: hrefWith({ size }),
            current: size === choice.size,
          }))}
        />
        <div className="window-card-page__actions">
          <PrintButton>Print</PrintButton>
          {card.qr && (
            <a className="button button--secondary" href={windowCardQrHref(slug, choice.language)} download>
              Download the QR code (PNG)
            </a>
          )}
        </div>
        {!card.qr && (
          <p className="notice" role="status">
            The QR code needs the site&apos;s public address: set <code>PUBLIC_BASE_URL</code> (for example{" "}
            <code>https://makazi.co.ke</code>) and restart the site. Until then the card prints without it.
          </p>
        )}
        {card.listing.publication === "draft" && (
          <p className="notice" role="status">
            This listing is a draft: its page opens for visitors, and its QR code works, once it is published.
          </p>
        )}
        {!settings.contactPhone && !settings.whatsappNumber && (
          <p className="notice" role="status">
            The card shows the office&apos;s phone and WhatsApp numbers once they are set in{" "}
            <Link to="/settings">Settings</Link>.
          </p>
        )}
      </div>
      <WindowCardSheet
        card={card}
        choice={choice}
        kesRate={settings.kesRate}
        contacts={{ ...listingNumbers(card.agent, settings), askFor: card.agent?.name ?? null }}
      />
    </main>
  );
}
