import { Form, Link } from "react-router";
import {
  slotTakenNotice,
  VIEWING_ANCHOR,
  viewingBookingFields,
  type ViewingBookingResult,
  viewingDay,
  viewingTime,
} from "~/domain/viewing-booking";
import { slotsByDate, VIEWING_WEEK_PARAM, VIEWING_WEEKS, type ViewingSlot } from "~/domain/viewing-slots";
import { HOLD_REFUSAL_NOTICES, PENDING_BOOKINGS_PER_PERSON } from "~/domain/viewing-holds";
import { useTranslation } from "~/i18n/language-context";
import { ErrorSummary } from "../../ui/error-summary";
import { FormField } from "../../ui/form-field";
import { PrivacyLine } from "./privacy-line";
import { ViewingBooked } from "./viewing-booked";
import { ViewingCodeForm } from "./viewing-code-form";
import { SendButton } from "./send-button";
import { FormRefusals } from "./form-refusals";
import { HoneypotField } from "./honeypot-field";

interface ViewingFormProps {
  listing: { slug: string; name: string };
  /** The free times, by when each starts and its date. */
  slots: Pick<ViewingSlot, "startsAt" | "date">[];
  /** What the booking's action answered to the last booking. */
  result: ViewingBookingResult | undefined;
  /** On the listing's page, the form folded under its summary; on the booking page, open. */
  folded: boolean;
  /** On the booking page, the week of the horizon whose free times are offered. */
  week?: number;
}

/** Links to the booking page's other weeks, so that every free time can be reached. */
function WeekLinks({ slug, week }: { slug: string; week: number }) {
  const { t, localPath } = useTranslation();
  const weekHref = (other: number) =>
    `${localPath(`/properties/${slug}/viewing`)}?${VIEWING_WEEK_PARAM}=${other}#${VIEWING_ANCHOR}`;
  return (
    <nav aria-label={t("Weeks")} className="viewing__weeks">
      {week > 1 && <Link to={weekHref(week - 1)}>{t("Earlier times")}</Link>}
      {week < VIEWING_WEEKS && <Link to={weekHref(week + 1)}>{t("Later times")}</Link>}
    </nav>
  );
}

/**
 * Books a viewing of a listing on the market: a free time, as radio buttons grouped by day, a
 * name and a phone number, and an e-mail address for a confirmation and a reminder if wished.
 * Folded, the page draws none of its times until the visitor opens it.
 */
export function ViewingForm({ listing, slots, result, folded, week }: ViewingFormProps) {
  const { t, locale, localPath } = useTranslation();
  const booked = result?.status === "booked" ? result : null;
  const codeSent = result?.status === "code-sent" ? result : null;
  const invalid = result?.status === "invalid" ? result : null;
  const taken = result?.status === "taken" ? result : null;
  const limited = result?.status === "limited" ? result : null;
  const refused = result?.status === "refused" ? result : null;
  const values = (invalid ?? taken ?? limited ?? refused)?.values;
  const errors = invalid?.errors ?? {};
  const slotError = errors.slot;

  const form = (
    <Form
      method="post"
      action={`${localPath(`/properties/${listing.slug}/viewing`)}${week ? `?${VIEWING_WEEK_PARAM}=${week}` : ""}#${VIEWING_ANCHOR}`}
      className="form viewing__form"
      noValidate
    >
      <fieldset
        className="viewing__times"
        aria-invalid={slotError ? true : undefined}
        aria-describedby={slotError ? "viewing-slot-error" : undefined}
      >
        <legend>{t(viewingBookingFields.slot.label)}</legend>
        {slotsByDate(slots).map(({ date, slots: daySlots }) => (
          <fieldset key={date} className="viewing__day">
            <legend>{viewingDay(daySlots[0]!.startsAt, locale)}</legend>
            <div className="viewing__slots">
              {daySlots.map((slot) => (
                <label key={slot.startsAt} className="check viewing__slot">
                  <input
                    type="radio"
                    name={viewingBookingFields.slot.name}
                    value={slot.startsAt}
                    defaultChecked={values?.slot === slot.startsAt}
                  />
                  {viewingTime(slot.startsAt)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {slotError && (
          <p id="viewing-slot-error" className="form__error">
            {t(slotError)}
          </p>
        )}
      </fieldset>
      <FormField id="viewing-name" field={viewingBookingFields.name} error={errors.name}>
        {(control) => <input {...control} defaultValue={values?.name} />}
      </FormField>
      <FormField id="viewing-phone" field={viewingBookingFields.phone} error={errors.phone}>
        {(control) => <input {...control} defaultValue={values?.phone} />}
      </FormField>
      <FormField id="viewing-email" field={viewingBookingFields.email} error={errors.email}>
        {(control) => <input {...control} defaultValue={values?.email} />}
      </FormField>
      <HoneypotField id="viewing-website" />
      <SendButton>{t("Book the viewing")}</SendButton>
      <PrivacyLine use="We use your details only to arrange this viewing." />
    </Form>
  );

  return (
    <section id={VIEWING_ANCHOR} className="viewing" aria-labelledby="viewing-heading">
      <h2 id="viewing-heading">{t("Book a viewing")}</h2>
      {booked ? (
        <ViewingBooked booked={booked} listingName={listing.name} />
      ) : codeSent ? (
        <ViewingCodeForm {...codeSent} listingName={listing.name} />
      ) : slots.length === 0 ? (
        <>
          <p>
            {week
              ? t("No viewing times are free this week.")
              : t(
                  "No viewing times are free in the next two weeks. Please call or write to us to arrange one.",
                )}
          </p>
          {week && <WeekLinks slug={listing.slug} week={week} />}
        </>
      ) : (
        <>
          <p>{t("Choose a time in the office's hours (Nairobi time); the office confirms each booking.")}</p>
          <FormRefusals invalid={invalid} limited={limited} />
          {taken && <ErrorSummary submission={taken}>{slotTakenNotice(t)}</ErrorSummary>}
          {refused && (
            <ErrorSummary submission={refused}>
              {t(HOLD_REFUSAL_NOTICES[refused.refusal], { count: PENDING_BOOKINGS_PER_PERSON })}
            </ErrorSummary>
          )}
          {folded ? (
            <details className="viewing__fold">
              <summary className="button button--secondary viewing__summary">
                {t("See the free times")}
              </summary>
              {form}
              <p>
                <Link to={localPath(`/properties/${listing.slug}/viewing`)}>
                  {t("Every free time in the next two weeks")}
                </Link>
              </p>
            </details>
          ) : (
            <>
              {form}
              {week && <WeekLinks slug={listing.slug} week={week} />}
            </>
          )}
        </>
      )}
    </section>
  );
}
