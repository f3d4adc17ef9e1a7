import { Link } from "react-router";
import { useTranslation } from "~/i18n/language-context";

/** The line under a form that takes a visitor's details: what they are for, and the notice. */
export function PrivacyLine({ use }: { use: string }) {
  const { t, localPath } = useTranslation();
  return (
    <p className="privacy-line">
      {t(use)} <Link to={localPath("/privacy")}>{t("Privacy notice")}</Link>
    </p>
  );
}
