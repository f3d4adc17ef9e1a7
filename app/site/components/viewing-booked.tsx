import { Link } from "react-router";
import { viewingCalendarPath, type ViewingBookingResult, viewingMoment } from "~/domain/viewing-booking";
import { formatPhoneNumber, telephoneHref } from "~/domain/phone";
import { useTranslation } from "~/i18n/language-context";
import { useSiteSettings } from "~/root";

interface ViewingBookedProps {
  booked: Extract<ViewingBookingResult, { status: "booked" }>;
  listingName: string;
}

/** A booking just made: its time, its reference, the calendar file and cancel link, and what was e-mailed. */
export function ViewingBooked({ booked, listingName }: ViewingBookedProps) {
  const { t, locale, localPath } = useTranslation();
  const settings = useSiteSettings();
  return (
    <div className="notice notice--success" role="status">
      <p>
        {t(
          "Thank you, {{name}}. Your viewing of {{listing}} on {{when}} is booked; the office will confirm it.",
          {
            name: booked.name,
            listing: listingName,
            when: viewingMoment(booked.startsAt, locale),
          },
        )}
      </p>
      <p>
        {t("Your booking reference")}: <strong className="viewing__reference">{booked.reference}</strong>
      </p>
      <p>
        <a href={localPath(viewingCalendarPath(booked.cancelPath))} download>
          {t("Add it to your calendar")}
        </a>
        {" · "}
        <Link to={localPath(booked.cancelPath)}>{t("Cancel the viewing")}</Link>
      </p>
      {settings.contactPhone && (
        <p>
          {t("Questions? Call the office:")}{" "}
          <a href={telephoneHref(settings.contactPhone)}>{formatPhoneNumber(settings.contactPhone)}</a>
        </p>
      )}
      {booked.emailed === "sent" && booked.email && (
        <p>{t("We have e-mailed {{email}} the details, with a link to cancel.", { email: booked.email })}</p>
      )}
      {booked.emailed === "mailbox-limited" && booked.email && (
        <p>
          {t(
            "We have not e-mailed {{email}}: it has had several e-mails from this site in the last hour. Keep your booking reference; the office will call you.",
            { email: booked.email },
          )}
        </p>
      )}
      {booked.textedTo && (
        <p>
          {t("We have texted {{mobile}} the details, with a link to cancel.", { mobile: booked.textedTo })}
        </p>
      )}
      {booked.emailed === "none" && !booked.textedTo && (
        <p>
          {t("No e-mail is sent for this booking: keep your booking reference; the office will call you.")}
        </p>
      )}
    </div>
  );
}
