import { Link } from "react-router";
import type { PageHandle } from "~/entry.server";
import { useTranslation } from "~/i18n/language-context";

/**
 * The pages an alert e-mail's links open carry its token: never kept or shared (their headers,
 * `secretLinkHeaders`, say so of the data for them too), never indexed.
 */
export const alertLinkHandle: PageHandle = { secretLink: true };

/** What a link to an alert opens once its alert is gone, or when it was never one. */
export function AlertLinkNotValid() {
  const { t, localPath } = useTranslation();
  return (
    <>
      <p className="notice notice--error" role="alert">
        {t(
          "This link is not valid any more: the alert may have been removed, or never confirmed within a week.",
        )}
      </p>
      <p>
        <Link to={localPath("/properties")} className="button">
          {t("Browse properties")}
        </Link>
      </p>
    </>
  );
}
