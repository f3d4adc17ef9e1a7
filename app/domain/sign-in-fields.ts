import { emailAddressField } from "./email";
import { textField } from "./form-fields";

/** The administrator's sign-in form; sign-in.ts reads it. */
export const signInFields = {
  email: emailAddressField({ autoComplete: "username" }),
  password: textField({
    name: "password",
    label: "Password",
    type: "password",
    autoComplete: "current-password",
    required: "Please enter your password",
    trim: false,
  }),
};
