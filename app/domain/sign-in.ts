import { z } from "zod";
import { emailAddressSchema } from "./email";

export const signInSchema = z.object({
  email: emailAddressSchema,
  // Never trimmed: spaces may be part of a password.
  password: z.string().min(1, "Please enter your password").max(1024, "That password is too long"),
});

export type SignInField = keyof z.infer<typeof signInSchema>;
