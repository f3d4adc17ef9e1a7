import { Link } from "react-router";
import { useTranslation } from "~/i18n/language-context";

/** The standing advice on every listing page: the commonest fraud asks for money before a viewing. */
export function SafetyNote() {
  const { t, localPath } = useTranslation();
  return (
    <div className="safety-note" role="note" aria-label={t("Stay safe")}>
      <p>
        <strong>{t("Stay safe.")}</strong>{" "}
        {t(
          "Never pay a deposit or a viewing fee before you have seen the property in person and confirmed who owns it.",
        )}{" "}
        {t("If anyone asks you to pay first, please")} <Link to={localPath("/contact")}>{t("tell us")}</Link>.
      </p>
    </div>
  );
}
