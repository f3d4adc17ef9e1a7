import { telephoneHref } from "~/domain/phone";
import { useSiteBrand } from "~/ui/site-brand";
import { replyMessage, whatsappReplyLink } from "~/domain/whatsapp";

interface ReplyLinksProps {
  message: {
    name: string;
    phone: string | null;
    email: string | null;
    listing: { name: string; reference: string } | null;
    reportReason: string | null;
  };
}

/**
 * One tap to answer a visitor: WhatsApp (when the phone number is a mobile we can read, with
 * the first line written), a call, an e-mail.
 */
export function ReplyLinks({ message }: ReplyLinksProps) {
  const { name, phone, email } = message;
  const brand = useSiteBrand();
  if (!phone && !email) return null;
  const whatsapp = phone ? whatsappReplyLink(phone, replyMessage(message, brand.name)) : null;
  return (
    <ul className="reply-links" aria-label={`Reply to ${name}`}>
      {whatsapp && (
        <li>
          <a className="button button--whatsapp" href={whatsapp} target="_blank" rel="noreferrer">
            Reply on WhatsApp
          </a>
        </li>
      )}
      {phone && (
        <li>
          <a className="button button--secondary button--call" href={telephoneHref(phone)}>
            Call
          </a>
        </li>
      )}
      {email && (
        <li>
          <a className="button button--secondary" href={`mailto:${email}`}>
            E-mail
          </a>
        </li>
      )}
    </ul>
  );
}
