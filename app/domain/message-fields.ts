// The contact and enquiry forms' fields; free of zod, which stays on the server.

import { emailAddressField } from "./email";
import { textField } from "./form-fields";

const characters = (limit: number) => `${limit.toLocaleString("en-KE")} characters`;

const senderName = textField({
  name: "name",
  label: "Name",
  autoComplete: "name",
  required: "Please enter your name",
  maxLength: 100,
  tooLong: (limit) => `Please keep your name under ${characters(limit)}`,
});

const messageText = textField({
  name: "message",
  label: "Message",
  multiline: true,
  required: "Please write a message",
  maxLength: 5000,
  tooLong: (limit) => `Please keep your message under ${characters(limit)}`,
});

/** The contact form's fields; contact.ts reads them. */
export const contactFields = { name: senderName, email: emailAddressField(), message: messageText };

/**
 * The enquiry form's fields: a name, a way to reply (phone, e-mail or both) and a message;
 * enquiry.ts reads them.
 */
export const enquiryFields = {
  name: senderName,
  phone: textField({
    name: "phone",
    label: "Phone",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    maxLength: 30,
    tooLong: () => "That phone number is too long",
  }),
  email: emailAddressField({ optional: true }),
  message: messageText,
};
