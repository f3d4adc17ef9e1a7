import type { ListingInSending, SendingPreview } from "~/services/photo-sendings.server";

/** One listing and the photos a sending adds to it, small, in the order they take. */
function ListingPhotos({ group }: { group: ListingInSending }) {
  const { listing, reference, photos, beyondRoom } = group;
  return (
    <li className="bulk-photos__listing">
      <h3 className="bulk-photos__name">
        {listing.name} <span className="bulk-photos__reference">{reference}</span>
      </h3>
      <p className="bulk-photos__counts">
        Has {listing.photoCount}; gets {photos.length - beyondRoom} more
        {beyondRoom > 0 && ` (${beyondRoom} left out: a listing holds 30 photos)`}
      </p>
      <ol className="bulk-photos__photos">
        {photos.map((photo, index) => (
          <li
            key={photo.fileName}
            className={index >= photos.length - beyondRoom ? "bulk-photos__beyond" : ""}
          >
            <img src={photo.src} alt="" width={96} height={72} loading="lazy" decoding="async" />
            <span className="bulk-photos__file">{photo.fileName}</span>
          </li>
        ))}
      </ol>
    </li>
  );
}

/** Where a sending's photos go, listing by listing, and what was left out, with why. */
export function PhotosGoingToListings({ listings, leftOut }: Pick<SendingPreview, "listings" | "leftOut">) {
  return (
    <>
      {listings.length > 0 && (
        <ul className="bulk-photos" aria-label="Photos by listing">
          {listings.map((group) => (
            <ListingPhotos key={group.listing.id} group={group} />
          ))}
        </ul>
      )}
      {leftOut.length > 0 && (
        <>
          <h2>Left out</h2>
          <p>
            A photo finds its listing by the reference (<code>MK-1042-1.jpg</code>), the row of the last
            import (<code>12-1.jpg</code>) or the end of the listing&apos;s address (
            <code>kilimani-garden-flat-1.jpg</code>
            ). Rename those you want and send them again.
          </p>
          <table className="import-problems">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {leftOut.map((file, index) => (
                <tr key={index}>
                  <td>{file.fileName || "The whole sending"}</td>
                  <td>{file.problem}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
