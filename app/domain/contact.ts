import { emailAddressReader, formSchema } from "./form-schema";
import { contactFields } from "./message-fields";

export const contactMessageSchema = formSchema(contactFields, { email: emailAddressReader });
