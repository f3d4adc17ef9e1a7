import { describe, expect, it } from "vitest";
import { enquiryFields } from "~/domain/message-fields";
import { propertyFields } from "~/domain/property-fields";
import { holdsUntypedBytes, readFormValues, withTypedText } from "./form-text.server";

describe("readFormValues", () => {
  it("reads the named fields as text, a missing or file field as empty", () => {
    const form = new FormData();
    form.set("name", "Wanjiru");
    form.set("message", new Blob(["not text"]));
    const { name, phone, message } = enquiryFields;
    expect(readFormValues(form, { name, phone, message })).toEqual({
      name: "Wanjiru",
      phone: "",
      message: "",
    });
  });

  it("reads a repeated field as its text values in order, under the field's key", () => {
    const form = new FormData();
    form.append("amenity", "borehole");
    form.append("amenity", new Blob(["not text"]));
    form.append("amenity", "dsq");
    expect(readFormValues(form, { amenities: propertyFields.amenities })).toEqual({
      amenities: ["borehole", "dsq"],
    });
    expect(readFormValues(new FormData(), { amenities: propertyFields.amenities })).toEqual({
      amenities: [],
    });
  });
});

describe("holdsUntypedBytes and withTypedText", () => {
  it("finds a NUL byte in a name or a text value, and cleans only the controls that come pasted", () => {
    const typed = new FormData();
    typed.set("message", "Habari\u001b\u0007\r\nyako");
    typed.set("photo", new Blob(["\u0000 in a file is the file's"]));
    expect(holdsUntypedBytes(typed)).toBe(false);
    expect(withTypedText(typed).get("message")).toBe("Habari\r\nyako");
    for (const [name, value] of [
      ["message", "Ha\u0000bari"],
      ["mess\u0000age", "Habari"],
    ] as const) {
      const form = new FormData();
      form.set(name, value);
      expect(holdsUntypedBytes(form), JSON.stringify(name)).toBe(true);
    }
  });
});
