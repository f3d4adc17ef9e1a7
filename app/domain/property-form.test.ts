import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-errors";
import { MAX_IMAGES_PER_PROPERTY } from "./images";
import {
  applyImageEdit,
  DISCOUNT_MESSAGE,
  EMPTY_PROPERTY_FORM,
  IMAGE_LINK_MESSAGE,
  newPriceText,
  parseImageEdit,
  PRICE_MESSAGE,
  type PropertyField,
  propertyFormSchema,
  type PropertyFormValues,
  readPropertyForm,
} from "./property-form";

const valid: PropertyFormValues = {
  ...EMPTY_PROPERTY_FORM,
  name: "  Ocean View Villa ",
  price: "1.250.000",
  discount: "10,5",
  location: "Nyali",
  city: "Mombasa",
  description: "Four bedrooms by the sea.",
  type: "houses",
};

function errorsFor(values: Partial<PropertyFormValues>) {
  const result = propertyFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors<PropertyField>(result.error);
}

describe("propertyFormSchema", () => {
  it("reads Kenyan price and discount input and trims the text", () => {
    const result = propertyFormSchema.parse(valid);
    expect(result).toEqual({
      name: "Ocean View Villa",
      price: 1_250_000,
      discount: 10.5,
      location: "Nyali",
      city: "Mombasa",
      description: "Four bedrooms by the sea.",
      type: "houses",
      images: [],
    });
    expect(propertyFormSchema.parse({ ...valid, price: "1.250,50", discount: "" })).toMatchObject({
      price: 1250.5,
      discount: null,
    });
  });

  it.each(["", "-5", "abc", "12x"])("refuses the price %j", (price) => {
    expect(errorsFor({ price })).toEqual({ price: PRICE_MESSAGE });
  });

  it("accepts a price of zero", () => {
    expect(errorsFor({ price: "0" })).toEqual({});
  });

  it.each(["-1", "100,5", "101", "ten", "1.2.3"])("refuses the discount %j", (discount) => {
    expect(errorsFor({ discount })).toEqual({ discount: DISCOUNT_MESSAGE });
  });

  it("names every missing or too long field", () => {
    expect(
      errorsFor({ name: " ", location: "", city: "x".repeat(81), description: "", type: "castle" }),
    ).toEqual({
      name: "Please enter the name",
      location: "Please enter the location",
      city: "Please keep the city under 80 characters",
      description: "Please enter the description",
      type: "Please choose the type",
    });
    expect(errorsFor({ name: "x".repeat(121) })).toEqual({
      name: "Please keep the name under 120 characters",
    });
  });

  it("keeps existing image ids, uploads and links in order and adds a typed link at the end", () => {
    const result = propertyFormSchema.parse({
      ...valid,
      images: ["12", "https://images.example/a.jpg", "upload:0123456789abcdef", "3"],
      imageLink: "https://images.example/b.jpg",
    });
    expect(result.images).toEqual([
      { id: 12 },
      { externalUrl: "https://images.example/a.jpg" },
      { uploadKey: "0123456789abcdef" },
      { id: 3 },
      { externalUrl: "https://images.example/b.jpg" },
    ]);
  });

  it("refuses upload tokens that do not name a stored photo's key", () => {
    for (const token of ["upload:../../etc/passwd", "upload:0123", "upload:0123456789ABCDEF"]) {
      expect(errorsFor({ images: [token] })).toEqual({ images: IMAGE_LINK_MESSAGE });
    }
  });

  it("refuses more images than a property can hold", () => {
    const images = Array.from({ length: MAX_IMAGES_PER_PROPERTY + 1 }, (_, index) => String(index + 1));
    expect(errorsFor({ images })).toEqual({
      images: `A property can have at most ${MAX_IMAGES_PER_PROPERTY} images`,
    });
    expect(errorsFor({ images: images.slice(1) })).toEqual({});
  });

  it("takes https image links only", () => {
    expect(errorsFor({ imageLink: "http://images.example/a.jpg" })).toEqual({
      imageLink: IMAGE_LINK_MESSAGE,
    });
    expect(errorsFor({ images: ["javascript:alert(1)"] })).toEqual({ images: IMAGE_LINK_MESSAGE });
  });
});

describe("readPropertyForm", () => {
  it("reads the fields, puts photos sent with the form last and ignores a new price sent by the client", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, images: "", newPrice: "1" }))
      form.set(name, value);
    form.delete("images");
    form.append("image", "4");
    form.append("photos", "upload:0123456789abcdef");
    form.append("image", "2");
    const values = readPropertyForm(form);
    expect(values).toEqual({ ...valid, images: ["4", "2", "upload:0123456789abcdef"] });
    expect(values).not.toHaveProperty("newPrice");
  });
});

describe("newPriceText", () => {
  it("computes the new price as the administrator types", () => {
    expect(newPriceText("1.250.000", "10,5")).toBe("1118750");
    expect(newPriceText("1.250,50", "0")).toBe("1251");
  });

  it.each([
    ["", "10"],
    ["1000", ""],
    ["abc", "10"],
    ["1000", "150"],
  ])("is blank for price %j and discount %j", (price, discount) => {
    expect(newPriceText(price, discount)).toBe("");
  });
});

describe("image edits", () => {
  const withImages = { ...valid, images: ["1", "2", "3"] };

  it("reads the buttons' intents", () => {
    expect(parseImageEdit("image-up:2")).toEqual({ action: "up", index: 2 });
    expect(parseImageEdit("image-add")).toEqual({ action: "add" });
    expect(parseImageEdit("save")).toBeNull();
  });

  it("moves, removes and adds images", () => {
    expect(applyImageEdit(withImages, { action: "up", index: 1 })).toMatchObject({ images: ["2", "1", "3"] });
    expect(applyImageEdit(withImages, { action: "down", index: 1 })).toMatchObject({
      images: ["1", "3", "2"],
    });
    expect(applyImageEdit(withImages, { action: "up", index: 0 })).toMatchObject({ images: ["1", "2", "3"] });
    expect(applyImageEdit(withImages, { action: "remove", index: 0 })).toMatchObject({ images: ["2", "3"] });
    expect(
      applyImageEdit({ ...withImages, imageLink: "https://images.example/a.jpg" }, { action: "add" }),
    ).toMatchObject({ images: ["1", "2", "3", "https://images.example/a.jpg"], imageLink: "" });
    expect(applyImageEdit({ ...withImages, imageLink: "ftp://x" }, { action: "add" })).toBe(
      IMAGE_LINK_MESSAGE,
    );
  });
});
