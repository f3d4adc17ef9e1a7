import { tooManyMessagesNotice } from "~/domain/message-form";
import { useTranslation } from "~/i18n/language-context";
import { ErrorSummary } from "../../ui/error-summary";

interface FormRefusalsProps {
  /** The submission refused for its fields, if the last one was. */
  invalid: object | null;
  /** The submission refused because this visitor sent too many, if the last one was. */
  limited: { minutesToWait: number } | null;
}

/** Why a visitor's form was not sent: fields to correct, or how long to wait before sending again. */
export function FormRefusals({ invalid, limited }: FormRefusalsProps) {
  const { t } = useTranslation();
  return (
    <>
      {invalid && (
        <ErrorSummary submission={invalid}>
          {t("Please correct the fields marked below; nothing you typed has been lost.")}
        </ErrorSummary>
      )}
      {limited && (
        <ErrorSummary submission={limited}>{tooManyMessagesNotice(limited.minutesToWait, t)}</ErrorSummary>
      )}
    </>
  );
}
