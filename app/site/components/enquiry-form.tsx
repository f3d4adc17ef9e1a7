import { Form } from "react-router";
import type { EnquiryField } from "~/domain/enquiry";
import { enquiryFields } from "~/domain/message-fields";
import { enquiryDraft, type MessageFormResult } from "~/domain/message-form";
import { FormField } from "../../ui/form-field";
import { useTranslation } from "~/i18n/language-context";
import { PrivacyLine } from "./privacy-line";
import { SendButton } from "./send-button";
import { FormRefusals } from "./form-refusals";
import { HoneypotField } from "./honeypot-field";

/** The fragment of the listing page the form sits at: a page sent back without scripts opens there. */
export const ENQUIRY_ANCHOR = "enquire";

interface EnquiryFormProps {
  listing: { name: string; reference: string };
  /** What the listing page's action answered to the last enquiry. */
  result: MessageFormResult<EnquiryField> | undefined;
}

/** Asks about one listing: name, phone or e-mail, and a message that starts out naming the listing. */
export function EnquiryForm({ listing, result }: EnquiryFormProps) {
  const sent = result?.status === "sent" ? result : null;
  const invalid = result?.status === "invalid" ? result : null;
  const limited = result?.status === "limited" ? result : null;
  const values = (invalid ?? limited)?.values;
  const errors = invalid?.errors ?? {};
  const { t } = useTranslation();

  return (
    <section id={ENQUIRY_ANCHOR} className="enquiry" aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading">{t("Enquire about this property")}</h2>
      <p>
        {t("Leave a phone number or an e-mail address and we will get back to you.")}{" "}
        {t("When you call, quote the reference")} <strong>{listing.reference}</strong>.
      </p>

      {sent && (
        <p className="notice notice--success" role="status">
          {t(
            "Thank you, {{name}}. Your enquiry about {{listing}} ({{reference}}) has been sent; we will get back to you soon.",
            { name: sent.name, listing: listing.name, reference: listing.reference },
          )}
        </p>
      )}
      <FormRefusals invalid={invalid} limited={limited} />

      <Form method="post" action={`#${ENQUIRY_ANCHOR}`} className="form enquiry__form" noValidate>
        <FormField id="enquiry-name" field={enquiryFields.name} error={errors.name}>
          {(control) => <input {...control} defaultValue={values?.name} />}
        </FormField>
        <fieldset className="enquiry__reply">
          <legend>{t("How should we reply? A phone number, an e-mail address or both")}</legend>
          <FormField id="enquiry-phone" field={enquiryFields.phone} error={errors.phone}>
            {(control) => <input {...control} defaultValue={values?.phone} />}
          </FormField>
          <FormField id="enquiry-email" field={enquiryFields.email} error={errors.email}>
            {(control) => <input {...control} defaultValue={values?.email} />}
          </FormField>
        </fieldset>
        <FormField id="enquiry-message" field={enquiryFields.message} error={errors.message}>
          {(control) => (
            <textarea {...control} rows={5} defaultValue={values?.message ?? enquiryDraft(listing, t)} />
          )}
        </FormField>
        <HoneypotField id="enquiry-website" />
        <SendButton>{t("Send enquiry")}</SendButton>
        <PrivacyLine use="We use your details only to answer you about this listing." />
      </Form>
    </section>
  );
}
