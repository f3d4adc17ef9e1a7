import { z } from "zod";

/** The shortest password the site accepts for an account. */
export const MINIMUM_PASSWORD_LENGTH = 12;
const MAXIMUM_PASSWORD_LENGTH = 1024;

// Passwords are never trimmed: spaces may be part of them.
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password"),
    newPassword: z
      .string()
      .min(
        MINIMUM_PASSWORD_LENGTH,
        `Please choose a password of at least ${MINIMUM_PASSWORD_LENGTH} characters`,
      )
      .max(MAXIMUM_PASSWORD_LENGTH, "That password is too long"),
    confirmation: z.string(),
  })
  .refine((form) => form.confirmation === form.newPassword, {
    path: ["confirmation"],
    message: "The two new passwords are not the same",
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    path: ["newPassword"],
    message: "Please choose a password different from the current one",
  });

export type PasswordChangeField = keyof z.input<typeof passwordChangeSchema>;
