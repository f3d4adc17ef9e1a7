import { Link } from "react-router";
import { FirstVisitLanguage } from "~/site/components/first-visit-language";
import { HomeSearch } from "~/site/components/home-search";
import { LinkPreviewTags } from "~/site/components/link-preview-tags";
import { PropertyGrid } from "~/site/components/property-grid";
import { drawHomeListings } from "~/data/home-draw.server";
import { brandWords } from "~/domain/brand";
import { brandHeroImage } from "~/domain/brand-images";
import { DEFAULT_LANGUAGE } from "~/domain/language";
import { SITE_PREVIEW_IMAGE } from "~/domain/link-preview";
import { absoluteUrl } from "~/domain/site-address";
import type { PageHandle } from "~/entry.server";
import { useTranslation } from "~/i18n/language-context";
import { useSiteBrand } from "~/ui/site-brand";
import { keptBrand, keptBrandImages } from "~/services/content-reads.server";
import { servicesFrom } from "~/services/context.server";
import { sitePreviewVersion } from "~/services/site-preview-image.server";
import { publicOrigin, publicPageUrl } from "~/services/public-address.server";
import type { Route } from "./+types/home";

const FEATURED_COUNT = 3;

/** Each visit shows a random draw: several are kept, and each visitor gets one of them. */
export const handle: PageHandle = { keptRenderings: 6 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, config } = servicesFrom(context);
  const origin = publicOrigin(request, context);
  const [listings, brand, images] = await Promise.all([
    drawHomeListings(database.db, FEATURED_COUNT),
    keptBrand(context),
    keptBrandImages(context),
  ]);
  const previewVersion = sitePreviewVersion(brand, images.logo?.id ?? null);
  return {
    listings,
    canonicalUrl: publicPageUrl(request, context, "/"),
    previewImage: absoluteUrl(origin, `${SITE_PREVIEW_IMAGE}?v=${previewVersion}`),
    heroPhoto: brandHeroImage(images.hero, config.mediaBaseUrl),
  };
}

const TITLE = "{{site}} · Houses, rentals, hotels and land in Kenya";

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
  const { language, t, localPath } = useTranslation();
  const brand = useSiteBrand();
  const site = brand.name;
  const title = t(TITLE, { site });
  const description = brandWords(brand, "description", language, t);
  return (
    <main id="main">
      {language === DEFAULT_LANGUAGE && <FirstVisitLanguage />}
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <LinkPreviewTags
        title={title}
        description={description}
        url={loaderData.canonicalUrl}
        image={loaderData.previewImage}
        imageAlt={t("{{site}}: houses, rentals, hotels and land in Kenya", { site })}
      />
      <section className={loaderData.heroPhoto ? "hero hero--photo" : "hero"}>
        {loaderData.heroPhoto && (
          <img
            className="hero__photo"
            src={loaderData.heroPhoto.src}
            srcSet={loaderData.heroPhoto.srcSet}
            sizes="100vw"
            width={loaderData.heroPhoto.width}
            height={loaderData.heroPhoto.height}
            alt=""
            fetchPriority="high"
          />
        )}
        <div className="hero__inner">
          <h1 className="hero__title">{brandWords(brand, "headline", language, t)}</h1>
          <HomeSearch />
          <p className="hero__text">{brandWords(brand, "tagline", language, t)}</p>
        </div>
      </section>

      <section className="page info-cards" aria-label={t("What you can do on {{site}}", { site })}>
        {INFO_CARDS.map((card) => (
          <Link key={card.title} to={localPath(card.to)} className="info-card">
            <h2 className="info-card__title">{t(card.title)}</h2>
            <p className="info-card__text">{t(card.text)}</p>
          </Link>
        ))}
      </section>

      <section className="page" aria-labelledby="home-listings">
        <div className="section-heading">
          <h2 id="home-listings">{t("Properties for you")}</h2>
          <Link to={localPath("/properties")} className="section-heading__link">
            {t("View All")}
          </Link>
        </div>
        {loaderData.listings.length > 0 ? (
          <PropertyGrid listings={loaderData.listings} label={t("Properties for you")} eagerCards={0} />
        ) : (
          <p className="empty-state">{t("No property found")}</p>
        )}
      </section>
    </main>
  );
}
