import { Link } from "react-router";
import { useSiteSettings } from "~/root";
import { brandWords } from "~/domain/brand";
import { formatPhoneNumber, telephoneHref } from "~/domain/phone";
import { useTranslation } from "~/i18n/language-context";
import { useSiteBrand } from "~/ui/site-brand";

export function SiteFooter() {
  const settings = useSiteSettings();
  const { language, t, localPath } = useTranslation();
  const brand = useSiteBrand();
  const socials = [
    { label: "Facebook", href: settings.facebookUrl },
    { label: "Instagram", href: settings.instagramUrl },
    { label: "X", href: settings.xUrl },
  ].filter((social) => social.href);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {brand.name}
          </h2>
          <p>{brandWords(brand, "blurb", language, t)}</p>
          <Link to={localPath("/About")}>{t("More about us")}</Link>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t("Contact")}
          </h2>
          <ul className="site-footer__list">
            {settings.contactPhone && (
              <li>
                <a href={telephoneHref(settings.contactPhone)}>{formatPhoneNumber(settings.contactPhone)}</a>
              </li>
            )}
            {settings.contactEmail && (
              <li>
                <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
              </li>
            )}
            {settings.contactAddress && <li>{settings.contactAddress}</li>}
            <li>
              <Link to={localPath("/contact")}>{t("Send us a message")}</Link>
            </li>
            <li>
              <Link to={localPath("/verify")}>{t("Is this really us? Check a number or a link")}</Link>
            </li>
            <li>
              <Link to={localPath("/privacy")}>{t("Privacy notice")}</Link>
            </li>
          </ul>
        </section>
        {socials.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__heading">
              {t("Follow us")}
            </h2>
            <ul className="site-footer__list">
              {socials.map((social) => (
                <li key={social.label}>
                  <a href={social.href} rel="noopener noreferrer">
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {brand.name}
      </p>
    </footer>
  );
}
