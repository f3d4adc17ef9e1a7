import { FormField } from "~/components/form-field";
import { alertSignUpFields } from "~/domain/alert-fields";
import type { ListingQuery } from "~/domain/listing-query";
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  alertQueryText,
  describeSearch,
} from "~/domain/search-alerts";

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
  const frequency = values?.frequency ?? alertSignUpFields.frequency.empty;
  const form = (
    <form method="post" action="/alerts" className="form alert-sign-up__form" noValidate>
      <p>
        New listings for <strong>{describeSearch(query)}</strong>, by e-mail. We first send a link to confirm;
        every e-mail has a link to stop them.
      </p>
      {[...new URLSearchParams(alertQueryText(query))].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <FormField id="alert-email" field={alertSignUpFields.email} error={errors.email}>
        {(control) => <input {...control} defaultValue={values?.email} />}
      </FormField>
      <fieldset className="alert-sign-up__frequency">
        <legend>{alertSignUpFields.frequency.label}</legend>
        {ALERT_FREQUENCIES.map((choice) => (
          <label key={choice} className="alert-sign-up__choice">
            <input
              type="radio"
              name={alertSignUpFields.frequency.name}
              value={choice}
              defaultChecked={choice === frequency}
            />
            {ALERT_FREQUENCY_LABELS[choice]}
          </label>
        ))}
        {errors.frequency && <p className="form__error">{errors.frequency}</p>}
      </fieldset>
      <button type="submit" className="button" data-sending-label="Sending…">
        E-mail me new matches
      </button>
    </form>
  );
  if (!folded) return <section className="alert-sign-up">{form}</section>;
  return (
    <details className="alert-sign-up">
      <summary className="alert-sign-up__summary">E-mail me new matches</summary>
      {form}
    </details>
  );
}
