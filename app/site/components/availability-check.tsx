import { formatChangeDate } from "~/domain/price-history";
import { useTranslation } from "~/i18n/language-context";

/** What a listing's page says of its last check, worked out on the server for the day in Nairobi. */
export interface AvailabilityCheckAge {
  /** When the office last confirmed it (ISO); null when never. */
  checkedAt: string | null;
  /** Whole days in Nairobi since then. */
  days: number | null;
  stale: boolean;
}

/**
 * "Availability checked 3 days ago (23 Nov 2026)": the age in days, as of the day the page was
 * drawn, with the date itself, which holds however long the page is kept. A stale check says
 * so in words, in amber.
 */
export function AvailabilityCheck({ check }: { check: AvailabilityCheckAge }) {
  const { t, locale } = useTranslation();
  const age =
    check.days === null
      ? null
      : check.days === 0
        ? t("Availability checked today")
        : check.days === 1
          ? t("Availability checked yesterday")
          : t("Availability checked {{count}} days ago", { count: check.days });
  return (
    <p className={check.stale ? "availability-check availability-check--stale" : "availability-check"}>
      {age && check.checkedAt && (
        <>
          {age} <time dateTime={check.checkedAt}>({formatChangeDate(check.checkedAt, locale)})</time>
        </>
      )}
      {check.stale && (
        <strong className="availability-check__warning">
          {t("Not confirmed recently: ask whether it is still available.")}
        </strong>
      )}
    </p>
  );
}
