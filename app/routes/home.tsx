import { Link } from "react-router";
import { LinkPreviewTags } from "~/components/link-preview-tags";
import { PropertyGrid } from "~/components/property-grid";
import { drawHomeListings } from "~/data/home-draw.server";
import { SITE_PREVIEW_IMAGE } from "~/domain/link-preview";
import { absoluteUrl } from "~/domain/site-address";
import type { PageHandle } from "~/entry.server";
import { servicesFrom } from "~/services/context.server";
import { publicOrigin } from "~/services/public-address.server";
import type { Route } from "./+types/home";

const FEATURED_COUNT = 3;

/** Each visit shows a random draw: several are kept, and each visitor gets one of them. */
export const handle: PageHandle = { keptRenderings: 6 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = servicesFrom(context);
  const origin = publicOrigin(request, context);
  return {
    listings: await drawHomeListings(database.db, FEATURED_COUNT),
    canonicalUrl: absoluteUrl(origin, "/"),
    previewImage: absoluteUrl(origin, SITE_PREVIEW_IMAGE),
  };
}

const TITLE = "Makazi · Houses, rentals, hotels and land in Kenya";
const DESCRIPTION =
  "Find houses for sale, homes to rent, hotels and land across Kenya, priced in dollars and shillings.";

const INFO_CARDS = [
  {
    title: "Buy a house",
    text: "Family homes, villas and apartments for sale in Kenya's cities and coast.",
    to: "/properties?type=houses",
  },
  {
    title: "Rent a house",
    text: "Furnished and unfurnished homes to rent, with the monthly price up front.",
    to: "/properties?type=rent",
  },
  {
    title: "Buy land",
    text: "Plots and acreage with the shilling price beside the dollar price.",
    to: "/properties?type=land",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <title>{TITLE}</title>
      <meta name="description" content={DESCRIPTION} />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <LinkPreviewTags
        title={TITLE}
        description={DESCRIPTION}
        url={loaderData.canonicalUrl}
        image={loaderData.previewImage}
        imageAlt="Makazi: houses, rentals, hotels and land in Kenya"
      />
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">Find your place in Kenya</h1>
          <p className="hero__text">
            Houses to buy and rent, hotels and land from Nairobi to the coast, with every price in dollars and
            shillings.
          </p>
          <Link to="/properties" className="button button--large">
            Discover
          </Link>
        </div>
      </section>

      <section className="page info-cards" aria-label="What you can do on Makazi">
        {INFO_CARDS.map((card) => (
          <Link key={card.title} to={card.to} className="info-card">
            <h2 className="info-card__title">{card.title}</h2>
            <p className="info-card__text">{card.text}</p>
          </Link>
        ))}
      </section>

      <section className="page" aria-labelledby="home-listings">
        <div className="section-heading">
          <h2 id="home-listings">Properties for you</h2>
          <Link to="/properties" className="section-heading__link">
            View All
          </Link>
        </div>
        {loaderData.listings.length > 0 ? (
          <PropertyGrid listings={loaderData.listings} label="Properties for you" eagerCards={0} />
        ) : (
          <p className="empty-state">No property found</p>
        )}
      </section>
    </main>
  );
}
