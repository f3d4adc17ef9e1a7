import { Link } from "react-router";
import type { PageHandle } from "~/entry.server";

/** The pages an alert e-mail's links open carry its token: never kept or shared, never indexed. */
export const alertLinkHandle: PageHandle = { secretLink: true };

export const alertLinkHeaders = () => ({ "X-Robots-Tag": "noindex" });

/** What a link to an alert opens once its alert is gone, or when it was never one. */
export function AlertLinkNotValid() {
  return (
    <>
      <p className="notice notice--error" role="alert">
        This link is not valid any more: the alert may have been removed, or never confirmed within a week.
      </p>
      <p>
        <Link to="/properties" className="button">
          Browse properties
        </Link>
      </p>
    </>
  );
}
