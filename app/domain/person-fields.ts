// The office's forms about its people: an invitation, joining with one, and a person's details
// (the owner's People page and everyone's "Your details"). people.ts reads them.
import { choiceField, textField } from "./form-fields";
import { MINIMUM_PASSWORD_LENGTH } from "./password-change-fields";
import { formatPhoneNumber } from "./phone";

/** A person's details as a form shows them: stored digits grouped, nothing as empty. */
export interface PersonDetailsSource {
  name: string | null;
  phone: string | null;
  whatsapp: string | null;
  earbNumber: string | null;
}

export const PERSON_NAME_MAX_LENGTH = 80;
export const EARB_NUMBER_MAX_LENGTH = 40;

const personName = () =>
  textField({
    name: "name",
    label: "Name",
    autoComplete: "name",
    required: "Please enter the name visitors will see",
    maxLength: PERSON_NAME_MAX_LENGTH,
    tooLong: (limit) => `Please keep the name under ${limit} characters`,
    format: (person: PersonDetailsSource) => person.name ?? "",
  });

const phone = (name: "phone" | "whatsapp", label: string) =>
  textField({
    name,
    label,
    type: "tel",
    autoComplete: "off",
    maxLength: 30,
    tooLong: () => "That number is too long",
    format: (person: PersonDetailsSource) => (person[name] ? formatPhoneNumber(person[name]) : ""),
  });

/** A person's own details: what visitors see of them on the listings they look after. */
export const personDetailsFields = {
  name: personName(),
  phone: phone("phone", "Phone"),
  whatsapp: phone("whatsapp", "WhatsApp"),
  earbNumber: textField({
    name: "earbNumber",
    label: "Own EARB registration number (optional)",
    autoComplete: "off",
    maxLength: EARB_NUMBER_MAX_LENGTH,
    tooLong: (limit) => `Please keep the registration number under ${limit} characters`,
    format: (person: PersonDetailsSource) => person.earbNumber ?? "",
  }),
};

/** The owner's invitation: to whom, and as what. */
export const invitationFields = {
  email: textField({
    name: "email",
    label: "Their e-mail address",
    type: "email",
    inputMode: "email",
    autoComplete: "off",
    required: "Please enter the e-mail address of the person you invite",
    maxLength: 254,
    tooLong: () => "That e-mail address is too long",
  }),
  role: choiceField({ name: "role", label: "Role", required: true }),
};

const newPassword = (name: "password" | "confirmation", label: string) =>
  ({ name, label, type: "password", autoComplete: "new-password", trim: false, required: true }) as const;

/** Joining the office with an invitation: the name visitors will see, and a password. */
export const joiningFields = {
  name: { ...personName(), label: "Your name" },
  password: textField({
    ...newPassword("password", "Choose a password"),
    minLength: MINIMUM_PASSWORD_LENGTH,
    tooShort: (limit) => `Please choose a password of at least ${limit} characters`,
  }),
  confirmation: textField(newPassword("confirmation", "The password again")),
};
