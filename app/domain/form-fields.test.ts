import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactMessageSchema } from "./contact";
import { enquirySchema } from "./enquiry";
import { choiceField, emptyValues, formattedValues, listField, textField } from "./form-fields";
import { formSchema } from "./form-schema";
import { contactFields, enquiryFields } from "./message-fields";
import { passwordChangeSchema } from "./password-change";
import { passwordChangeFields } from "./password-change-fields";
import { propertyFields } from "./property-fields";
import { propertyFieldsSchema } from "./property-form";
import { settingsFields } from "./settings-fields";
import { settingsFormSchema } from "./settings-form";
import { signInSchema } from "./sign-in";
import { signInFields } from "./sign-in-fields";

describe("textField", () => {
  const city = textField({
    name: "city",
    label: "City",
    required: "Please enter the city",
    maxLength: 80,
    tooLong: (limit) => `Please keep the city under ${limit} characters`,
    autoComplete: "address-level2",
  });
  const schema = formSchema({ city });

  it("gives its control the name, the required flag and the limit that the schema checks", () => {
    expect(city.control).toEqual({
      name: "city",
      required: true,
      maxLength: 80,
      autoComplete: "address-level2",
    });
    expect(schema.parse({ city: ` ${"x".repeat(80)} ` })).toEqual({ city: "x".repeat(80) });
    expect(schema.safeParse({ city: "x".repeat(81) }).error?.issues[0]?.message).toBe(
      "Please keep the city under 80 characters",
    );
    expect(schema.safeParse({ city: "  " }).error?.issues[0]?.message).toBe("Please enter the city");
  });

  it("marks a control required without a message when its reader says what is wrong with an empty one", () => {
    const price = textField({ name: "price", label: "Price", required: true, trim: false });
    expect(price.control).toEqual({ name: "price", required: true });
    const reader = z.string().refine((value) => /^\d+$/.test(value), "Please enter the price");
    expect(formSchema({ price }, { price: reader }).safeParse({ price: "" }).error?.issues).toMatchObject([
      { path: ["price"], message: "Please enter the price" },
    ]);
  });

  it("checks its length before its reader, which reads the trimmed text", () => {
    const rooms = textField({ name: "rooms", label: "Rooms", maxLength: 2, tooLong: () => "Too long" });
    const schema = formSchema({ rooms }, { rooms: z.string().transform(Number) });
    expect(schema.parse({ rooms: " 12 " })).toEqual({ rooms: 12 });
    expect(schema.safeParse({ rooms: "123" }).error?.issues).toMatchObject([{ message: "Too long" }]);
  });
});

describe("a form's values", () => {
  const fields = {
    name: textField({ name: "name", label: "Name", format: (saved: { name: string }) => saved.name }),
    unit: choiceField({ name: "unit", label: "Unit", empty: "acres" }),
    tags: listField({ name: "tag", label: "Tags", format: (saved: { tags: string[] }) => saved.tags }),
  };

  it("start at each field's empty value", () => {
    expect(emptyValues(fields)).toEqual({ name: "", unit: "acres", tags: [] });
  });

  it("show a saved record through each field's format, and a field with none empty", () => {
    expect(formattedValues(fields, { name: "Karen Villa", tags: ["pool"] })).toEqual({
      name: "Karen Villa",
      unit: "acres",
      tags: ["pool"],
    });
  });
});

const FORMS = {
  property: { fields: propertyFields, schema: propertyFieldsSchema },
  contact: { fields: contactFields, schema: contactMessageSchema },
  enquiry: { fields: enquiryFields, schema: enquirySchema },
  settings: { fields: settingsFields, schema: settingsFormSchema },
  "sign-in": { fields: signInFields, schema: signInSchema },
  "password change": { fields: passwordChangeFields, schema: passwordChangeSchema },
};

/** The issues the field's own schema finds in `value`. */
const issues = (schema: z.ZodObject, key: string, value: string): z.core.$ZodIssue[] =>
  schema.shape[key]!.safeParse(value).error?.issues ?? [];

const issueCodes = (schema: z.ZodObject, key: string, value: string) =>
  issues(schema, key, value).map((issue) => issue.code);

describe.each(Object.entries(FORMS))("the %s form", (_, form) => {
  const { fields } = form;
  const schema = form.schema as unknown as z.ZodObject;
  const typed = Object.entries(fields).filter(([, field]) => field.text);

  it("has a schema for exactly its fields", () => {
    expect(Object.keys(schema.shape)).toEqual(Object.keys(fields));
  });

  it("limits each control to the length that the server accepts, and no less", () => {
    for (const [key, { control }] of typed) {
      if (control.maxLength !== undefined) {
        expect(issueCodes(schema, key, "9".repeat(control.maxLength)), key).not.toContain("too_big");
        expect(issueCodes(schema, key, "9".repeat(control.maxLength + 1)), key).toContain("too_big");
      }
      if (control.minLength !== undefined) {
        expect(issueCodes(schema, key, "9".repeat(control.minLength)), key).not.toContain("too_small");
        expect(issueCodes(schema, key, "9".repeat(control.minLength - 1)), key).toContain("too_small");
      }
    }
  });

  it("marks required every control whose field the server refuses empty, with the field's message", () => {
    for (const [key, { control, text }] of typed) {
      const refused = issues(schema, key, "");
      if (refused.length > 0) expect(control.required, key).toBe(true);
      if (text?.missing) expect(refused[0]?.message, key).toBe(text.missing);
    }
  });
});

describe("a one-line field", () => {
  const schema = formSchema({
    name: textField({ name: "name", label: "Name", maxLength: 60 }),
    message: textField({ name: "message", label: "Message", multiline: true }),
  });

  it("has its line breaks and tabs made single spaces, so that it never starts a line of its own", () => {
    const read = schema.parse({ name: " Bob\r\n\tSUMMARY:Pay\u2028now ", message: "Line one\r\nLine two" });
    expect(read).toEqual({ name: "Bob SUMMARY:Pay now", message: "Line one\r\nLine two" });
  });
});
