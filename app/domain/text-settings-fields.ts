import { choiceField, textField } from "./form-fields";
import type { TextSettings } from "./text-caps";

/** The flat values of the texts' section of /settings. */
export interface TextSettingsValues {
  textCapDaily: number;
  textCapMonthly: number;
  officeTextNumber: string;
  textAgents: boolean;
  bookingCodes: boolean;
}

export const textSettingsValues = (settings: TextSettings): TextSettingsValues => ({
  textCapDaily: settings.caps.daily,
  textCapMonthly: settings.caps.monthly,
  officeTextNumber: settings.officeNumber,
  textAgents: settings.textAgents,
  bookingCodes: settings.bookingCodes,
});

export const textSettingsOf = (values: TextSettingsValues): TextSettings => ({
  caps: { daily: values.textCapDaily, monthly: values.textCapMonthly },
  officeNumber: values.officeTextNumber,
  textAgents: values.textAgents,
  bookingCodes: values.bookingCodes,
});

const wholeNumber = (name: "textCapDaily" | "textCapMonthly", label: string, missing: string) =>
  textField({
    name,
    label,
    inputMode: "numeric",
    required: missing,
    maxLength: 7,
    tooLong: () => "Please enter a whole number of at most 7 digits",
    format: (values: TextSettingsValues) => String(values[name]),
  });

/** The texts' section of /settings; text-settings-form.ts reads it. */
export const textSettingsFields = {
  textCapDaily: wholeNumber(
    "textCapDaily",
    "Texts a day at most",
    "Please enter how many texts a day may go",
  ),
  textCapMonthly: wholeNumber(
    "textCapMonthly",
    "Texts a month at most",
    "Please enter how many texts a month may go",
  ),
  officeTextNumber: textField({
    name: "officeTextNumber",
    label: "Text new bookings and messages to",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
    maxLength: 30,
    tooLong: () => "That phone number is too long",
    format: (values: TextSettingsValues) => values.officeTextNumber,
  }),
  bookingCodes: choiceField({
    name: "bookingCodes",
    label: "Make a booking only once the visitor types the code texted to their mobile",
    format: (values: TextSettingsValues) => (values.bookingCodes ? "on" : ""),
  }),
  textAgents: choiceField({
    name: "textAgents",
    label: "Text each listing's agent too, at the mobile number in their details",
    format: (values: TextSettingsValues) => (values.textAgents ? "on" : ""),
  }),
} satisfies Record<keyof TextSettingsValues, unknown>;
