import { z } from "zod";

/** An e-mail address as people type it into our forms: required, trimmed, of e-mail form. */
export const emailAddressSchema = z
  .string()
  .trim()
  .min(1, "Please enter your e-mail address")
  .max(254, "That e-mail address is too long")
  .pipe(z.email("Please enter a valid e-mail address, like name@example.com"));
