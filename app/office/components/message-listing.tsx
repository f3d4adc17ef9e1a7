import { Link } from "react-router";

interface MessageListingProps {
  listing: { name: string; reference: string; slug: string | null };
}

/** The listing an enquiry is about, for the inbox: a link while the listing exists. */
export function MessageListing({ listing }: MessageListingProps) {
  if (listing.slug === null) return <>{`${listing.name} (${listing.reference}, listing deleted)`}</>;
  return (
    <>
      <Link to={`/properties/${listing.slug}`}>{listing.name}</Link> ({listing.reference})
    </>
  );
}
