import { z } from "zod";
import { emailAddressReader, formSchema } from "./form-schema";
import { signInFields } from "./sign-in-fields";

/** The longest password read: a guard against hashing megabytes, not a rule for choosing one. */
const MAXIMUM_PASSWORD_LENGTH = 1024;

export const passwordLengthGuard = z.string().max(MAXIMUM_PASSWORD_LENGTH, "That password is too long");

export const signInSchema = formSchema(signInFields, {
  email: emailAddressReader,
  password: passwordLengthGuard,
});

export type SignInField = keyof z.infer<typeof signInSchema>;
