import type { z } from "zod";
import { formSchema } from "./form-schema";
import { passwordChangeFields } from "./password-change-fields";
import { passwordLengthGuard } from "./sign-in";

export const passwordChangeSchema = formSchema(passwordChangeFields, { newPassword: passwordLengthGuard })
  .refine((form) => form.confirmation === form.newPassword, {
    path: ["confirmation"],
    message: "The two new passwords are not the same",
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ["newPassword"],
    message: "Please choose a password different from the current one",
  });

export type PasswordChangeField = keyof z.input<typeof passwordChangeSchema>;
