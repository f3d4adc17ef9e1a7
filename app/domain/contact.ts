import { z } from "zod";
import { emailAddressSchema } from "./email";

export const senderNameSchema = z
  .string()
  .trim()
  .min(1, "Please enter your name")
  .max(100, "Please keep your name under 100 characters");

export const messageTextSchema = z
  .string()
  .trim()
  .min(1, "Please write a message")
  .max(5000, "Please keep your message under 5,000 characters");

export const contactMessageSchema = z.object({
  name: senderNameSchema,
  email: emailAddressSchema,
  message: messageTextSchema,
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

export const CONTACT_FIELDS = ["name", "email", "message"] as const satisfies readonly ContactField[];
