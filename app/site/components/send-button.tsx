import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/language-context";
import { SEND_BUTTON } from "./send-button.contract";

/**
 * A form's submit button: while the form is sent it says so, and the form is sent once however
 * often it is pressed (`app/site/scripts/sending-forms.ts`).
 */
export function SendButton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button" {...{ [SEND_BUTTON.sendingLabel]: t("Sending…") }}>
      {children}
    </button>
  );
}
