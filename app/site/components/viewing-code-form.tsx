import { Form } from "react-router";
import { BOOKING_CODE_DIGITS } from "~/domain/booking-code";
import { viewingMoment } from "~/domain/viewing-booking";
import { useTranslation } from "~/i18n/language-context";
import { SendButton } from "./send-button";

interface ViewingCodeFormProps {
  codePath: string;
  /** The number the code went to, masked. */
  mobile: string;
  startsAt: string;
  minutes: number;
  listingName: string;
  /** What was typed before, and the tries left, after a wrong code. */
  wrong?: { typed: string; triesLeft: number };
}

/** The box for the code texted to the visitor's phone, which makes their booking. */
export function ViewingCodeForm({
  codePath,
  mobile,
  startsAt,
  minutes,
  listingName,
  wrong,
}: ViewingCodeFormProps) {
  const { t, locale, localPath } = useTranslation();
  return (
    <div className="viewing__code">
      <p role="status">
        {t(
          "We have texted a code to {{mobile}}. Type it below within {{minutes}} minutes to book the viewing of {{listing}} on {{when}}; the time is held for you until then.",
          { mobile, minutes, listing: listingName, when: viewingMoment(startsAt, locale) },
        )}
      </p>
      <Form method="post" action={localPath(codePath)} className="form" noValidate>
        <div className="form__field">
          <label htmlFor="viewing-code">{t("The code from the text")}</label>
          <input
            id="viewing-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={BOOKING_CODE_DIGITS + 4}
            required
            defaultValue={wrong?.typed}
            aria-invalid={wrong ? true : undefined}
            aria-describedby={wrong ? "viewing-code-error" : undefined}
          />
          {wrong && (
            <p id="viewing-code-error" className="form__error">
              {t("That is not the code we texted. Tries left: {{tries}}.", { tries: wrong.triesLeft })}
            </p>
          )}
        </div>
        <SendButton>{t("Confirm the booking")}</SendButton>
      </Form>
    </div>
  );
}
