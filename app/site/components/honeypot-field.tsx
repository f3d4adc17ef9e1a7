import { HONEYPOT_FIELD } from "~/domain/message-form";
import { useTranslation } from "~/i18n/language-context";

/**
 * The field people never see and bots fill in: a visitor's form that arrives with it filled is
 * answered like any other and dropped.
 */
export function HoneypotField({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="form__honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("Leave this field empty")}</label>
      <input id={id} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
