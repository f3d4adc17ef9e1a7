import type { CheckAnswer } from "~/domain/verification";
import { useTranslation } from "~/i18n/language-context";
import { PropertyCard } from "./property-card";

/** Whether the answer says the thing checked is the office's. */
function isOurs(answer: CheckAnswer): boolean {
  switch (answer.kind) {
    case "phone":
      return answer.role !== null;
    case "payment":
      return answer.ours;
    case "link":
      return answer.ours && (!answer.listingPage || answer.listing !== null);
    case "reference":
      return answer.listing !== null;
  }
}

/** What the check says, plainly: yes it is ours, or no it is not, and what to do then. */
function AnswerText({ answer }: { answer: CheckAnswer }) {
  const { t } = useTranslation();
  switch (answer.kind) {
    case "phone":
      if (answer.role !== null && answer.person !== null) {
        const values = { number: answer.number, name: answer.person.name ?? t("one of our agents") };
        return answer.role === "whatsapp" ? (
          <>{t("Yes: {{number}} is the WhatsApp number of {{name}}, who works with us.", values)}</>
        ) : (
          <>{t("Yes: {{number}} is the phone number of {{name}}, who works with us.", values)}</>
        );
      }
      if (answer.role === "whatsapp")
        return <>{t("Yes: {{number}} is our WhatsApp number.", { number: answer.number })}</>;
      if (answer.role === "phone")
        return <>{t("Yes: {{number}} is our phone number.", { number: answer.number })}</>;
      return (
        <>
          {answer.former
            ? t("No: {{number}} is no longer one of our numbers. Its owner no longer works with us.", {
                number: answer.number,
              })
            : t("No: {{number}} is not one of our numbers.", { number: answer.number })}{" "}
          {t("Do not pay anyone who uses it in our name, and please report it to us.")}
        </>
      );
    case "payment":
      return answer.ours ? (
        <>{t("Yes: {{number}} is our official M-Pesa number.", { number: answer.number })}</>
      ) : (
        <>
          {t("No: {{number}} is not our M-Pesa number.", { number: answer.number })}{" "}
          {t("Never pay to it in our name.")}
        </>
      );
    case "link":
      if (!answer.ours) {
        return (
          <>
            {t("No: this link is not our site.")}{" "}
            {answer.imitation
              ? t("Its address is made to look like ours: do not type anything or pay anything there.")
              : t("Do not trust a listing or a payment request that comes through it.")}
          </>
        );
      }
      if (!answer.listingPage) return <>{t("Yes: this link is our site.")}</>;
      return answer.listing ? (
        <>{t("Yes: this link is our site, and this is the listing as it is now:")}</>
      ) : (
        <>{t("This link is our site, but no listing is published there now.")}</>
      );
    case "reference":
      return answer.listing ? (
        <>{t("Yes: {{reference}} is our listing, as it is now:", { reference: answer.reference })}</>
      ) : (
        <>{t("No: we have no published listing {{reference}}.", { reference: answer.reference })}</>
      );
  }
}

/** The answer to one check, with the real listing's card when it names one of ours. */
export function CheckAnswerPanel({ checked, answer }: { checked: string; answer: CheckAnswer }) {
  const { t } = useTranslation();
  const ours = isOurs(answer);
  const listing = answer.kind === "link" || answer.kind === "reference" ? answer.listing : null;
  return (
    <section className="check-answer" aria-labelledby="check-answer-heading">
      <h2 id="check-answer-heading">{t("The answer")}</h2>
      <p className="check-answer__checked">
        {t("You checked:")} <code>{checked}</code>
      </p>
      <p className={ours ? "notice notice--success" : "notice notice--error"} role="status">
        <strong>
          <AnswerText answer={answer} />
        </strong>
      </p>
      {listing && (
        <div className="check-answer__listing">
          <PropertyCard listing={listing} />
        </div>
      )}
    </section>
  );
}
