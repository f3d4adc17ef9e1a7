import { FormField } from "~/ui/form-field";
import { alertSignUpFields } from "~/domain/alert-fields";
import type { ListingQuery } from "~/domain/listing-query";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, alertQueryText } from "~/domain/search-alerts";
import { describeSearch } from "~/domain/search-description";
import { TextWith, useTranslation } from "~/i18n/language-context";
import { PrivacyLine } from "./privacy-line";
import { SendButton } from "./send-button";

interface AlertSignUpProps {
  query: ListingQuery;
  /** On the list, folded under its summary; on its own page, open. */
  folded: boolean;
  values?: { email: string; frequency: string };
  errors?: Partial<Record<"email" | "frequency", string>>;
}

/**
 * The sign-up for e-mails of new listings matching the list's search: a plain form that
 * posts the search in hidden fields with the address, the same for every visitor.
 */
export function AlertSignUp({ query, folded, values, errors = {} }: AlertSignUpProps) {
  const { t, localPath } = useTranslation();
  const frequency = values?.frequency ?? alertSignUpFields.frequency.empty;
  const form = (
    <form method="post" action={localPath("/alerts")} className="form alert-sign-up__form" noValidate>
      <p>
        <TextWith
          text="New listings for {{search}}, by e-mail. We first send a link to confirm; every e-mail has a link to stop them."
          name="search"
        >
          <strong>{describeSearch(query, t)}</strong>
        </TextWith>
      </p>
      {[...new URLSearchParams(alertQueryText(query))].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <FormField id="alert-email" field={alertSignUpFields.email} error={errors.email}>
        {(control) => <input {...control} defaultValue={values?.email} />}
      </FormField>
      <fieldset className="alert-sign-up__frequency">
        <legend>{t(alertSignUpFields.frequency.label)}</legend>
        {ALERT_FREQUENCIES.map((choice) => (
          <label key={choice} className="alert-sign-up__choice">
            <input
              type="radio"
              name={alertSignUpFields.frequency.name}
              value={choice}
              defaultChecked={choice === frequency}
            />
            {t(ALERT_FREQUENCY_LABELS[choice])}
          </label>
        ))}
        {errors.frequency && <p className="form__error">{t(errors.frequency)}</p>}
      </fieldset>
      <SendButton>{t("E-mail me new matches")}</SendButton>
      <PrivacyLine use="We use your e-mail address only to send the alerts you confirm." />
    </form>
  );
  if (!folded) return <section className="alert-sign-up">{form}</section>;
  return (
    <details className="alert-sign-up">
      <summary className="alert-sign-up__summary">{t("E-mail me new matches")}</summary>
      {form}
    </details>
  );
}
