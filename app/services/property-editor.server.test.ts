import { describe, expect, it } from "vitest";
import { filledPropertyForm } from "~/testing/listings";
import { readPropertyForm } from "./property-editor.server";

const valid = filledPropertyForm;

describe("readPropertyForm", () => {
  it("reads the fields, puts photos sent with the form last and ignores a new price sent by the client", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, photos: "", amenities: "", newPrice: "1" }))
      form.set(name, value);
    form.delete("photos");
    form.delete("amenities");
    form.append("image", "4");
    form.append("photos", "upload:0123456789abcdef");
    form.append("image", "2");
    form.append("amenity", "borehole");
    form.append("amenity", "dsq");
    const values = readPropertyForm(form);
    expect(values).toEqual({
      ...valid,
      photos: ["4", "2", "upload:0123456789abcdef"],
      amenities: ["borehole", "dsq"],
    });
    expect(values).not.toHaveProperty("newPrice");
  });
});
