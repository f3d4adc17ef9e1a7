import { describe, expect, it } from "vitest";
import { enquiryFields } from "~/domain/message-fields";
import { propertyFields } from "~/domain/property-fields";
import { readFormValues } from "./form-text.server";

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
