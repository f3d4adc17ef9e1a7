import { emailAddressField } from "./email";
import { choiceField } from "./form-fields";

/** The sign-up for e-mail alerts on the property list; the search itself comes in hidden fields. */
export const alertSignUpFields = {
  email: emailAddressField(),
  frequency: choiceField({ name: "frequency", label: "How often", required: true, empty: "instant" }),
};
