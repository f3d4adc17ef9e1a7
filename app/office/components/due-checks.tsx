import { Form, Link } from "react-router";
import type { DueCheck } from "~/data/availability-checks.server";
import { AVAILABILITY_LABELS, closingAvailability } from "~/domain/listing-status";

export const STILL_AVAILABLE_INTENT = "still-available";
export const CLOSED_INTENT = "closed";

/** "Checked 20 days ago", or never, for the office's list of checks. */
function checkedText(days: number | null): string {
  if (days === null) return "Never checked";
  if (days === 0) return "Checked today";
  if (days === 1) return "Checked yesterday";
  return `Checked ${days.toLocaleString("en-KE")} days ago`;
}

/**
 * The listings due for a check, each a card with a one-tap "Still available" and a button that
 * marks it let or sold: plain forms, so that they work at once on a slow phone, scripts or not.
 */
export function DueChecks({ checks }: { checks: (DueCheck & { days: number | null })[] }) {
  return (
    <ul className="due-checks">
      {checks.map((check) => {
        const closing = closingAvailability(check.type);
        return (
          <li key={check.slug} className="due-checks__item">
            <p className="due-checks__name">
              <Link to={`/properties/${check.slug}`}>{check.name}</Link>
            </p>
            <p className="due-checks__facts">
              {check.city} · {checkedText(check.days)}
            </p>
            <div className="due-checks__actions">
              <Form method="post">
                <input type="hidden" name="slug" value={check.slug} />
                <button
                  type="submit"
                  name="intent"
                  value={STILL_AVAILABLE_INTENT}
                  className="button"
                  aria-label={`${check.name} is still available`}
                >
                  Still available
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="slug" value={check.slug} />
                <button
                  type="submit"
                  name="intent"
                  value={CLOSED_INTENT}
                  className="button button--secondary"
                  aria-label={`Mark ${check.name} ${AVAILABILITY_LABELS[closing].toLowerCase()}`}
                >
                  {AVAILABILITY_LABELS[closing]}
                </button>
              </Form>
              <Link
                className="button button--secondary"
                to={`/updateservice/${check.slug}`}
                aria-label={`Update ${check.name}`}
              >
                Update
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
