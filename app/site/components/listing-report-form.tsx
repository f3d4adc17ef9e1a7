import type { ListingReportField } from "~/domain/listing-report";
import { listingReportFields, REPORT_REASON_LABELS, REPORT_REASONS } from "~/domain/listing-report-fields";
import { type MessageFormResult } from "~/domain/message-form";
import { useTranslation } from "~/i18n/language-context";
import { FormField } from "../../ui/form-field";
import { PrivacyLine } from "./privacy-line";
import { SendButton } from "./send-button";
import { FormRefusals } from "./form-refusals";
import { HoneypotField } from "./honeypot-field";

/** The fragment of the report page the form sits at. */
export const REPORT_ANCHOR = "report";

interface ListingReportFormProps {
  /** The listing's report page, which the form is sent to. */
  action: string;
  /** What the report page answered to the last report. */
  result?: MessageFormResult<ListingReportField> | undefined;
  /** On the listing's page, the form folded under its summary; on the report page, open. */
  folded: boolean;
}

/** "Report this listing": what is wrong (already let, wrong price, a suspicious contact, other), optionally more. */
export function ListingReportForm({ action, result, folded }: ListingReportFormProps) {
  const { t } = useTranslation();
  const invalid = result?.status === "invalid" ? result : null;
  const limited = result?.status === "limited" ? result : null;
  const values = (invalid ?? limited)?.values;
  const errors = invalid?.errors ?? {};
  const { reason, message, phone } = listingReportFields;

  const form = (
    <form method="post" action={`${action}#${REPORT_ANCHOR}`} className="form" noValidate>
      <fieldset
        className="listing-report__reasons"
        aria-describedby={errors.reason ? "report-reason-error" : undefined}
      >
        <legend>{t(listingReportFields.reason.label)}</legend>
        {REPORT_REASONS.map((choice) => (
          <label key={choice} className="check">
            <input
              type="radio"
              name={reason.name}
              value={choice}
              required
              defaultChecked={values?.reason === choice}
              aria-invalid={errors.reason ? true : undefined}
            />
            {t(REPORT_REASON_LABELS[choice])}
          </label>
        ))}
        {errors.reason && (
          <p id="report-reason-error" className="form__error">
            {t(errors.reason)}
          </p>
        )}
      </fieldset>
      <FormField id="report-message" field={message} error={errors.message}>
        {(control) => <textarea {...control} rows={3} defaultValue={values?.message} />}
      </FormField>
      <FormField id="report-phone" field={phone} error={errors.phone}>
        {(control) => <input {...control} defaultValue={values?.phone} />}
      </FormField>
      <HoneypotField id="report-website" />
      <SendButton>{t("Send report")}</SendButton>
      <PrivacyLine use="We use your details only to look into your report." />
    </form>
  );

  return (
    <section id={REPORT_ANCHOR} className="listing-report" aria-labelledby="report-heading">
      <h2 id="report-heading" className="listing-report__heading">
        {t("Report this listing")}
      </h2>
      <p>
        {t(
          "Tell us if something is wrong with this listing, or if someone asked you to pay. We read every report.",
        )}
      </p>
      <FormRefusals invalid={invalid} limited={limited} />
      {folded ? (
        <details className="listing-report__fold">
          <summary className="listing-report__summary">{t("Write a report")}</summary>
          {form}
        </details>
      ) : (
        form
      )}
    </section>
  );
}
