import { LINK_PREVIEW_IMAGE } from "~/domain/link-preview";
import { jsonLdText } from "~/domain/structured-data";
import { useSiteBrand } from "~/ui/site-brand";

interface LinkPreviewTagsProps {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of a 1200 × 630 JPEG. */
  image: string;
  imageAlt: string;
}

/**
 * Open Graph and X card tags: the title, line, picture and address that WhatsApp, Facebook
 * and X show for a link to the page. React places them in the document head.
 */
export function LinkPreviewTags({ title, description, url, image, imageAlt }: LinkPreviewTagsProps) {
  const { name } = useSiteBrand();
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={LINK_PREVIEW_IMAGE.type} />
      <meta property="og:image:width" content={String(LINK_PREVIEW_IMAGE.width)} />
      <meta property="og:image:height" content={String(LINK_PREVIEW_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

/** schema.org data for search engines: read, never run, so a Content-Security-Policy leaves it be. */
export function StructuredData({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
