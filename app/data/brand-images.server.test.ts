import { describe, expect, it } from "vitest";
import { NO_BRAND_IMAGES } from "~/domain/brand-images";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findBrandImages, saveBrandImages } from "./brand-images.server";
import { findSettings } from "./settings.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

describe("the brand images record", () => {
  const logo = { id: "0123456789abcdef", background: "#0f5132", headerWidth: 120, headerHeight: 40 };
  const hero = { id: "fedcba9876543210", widths: [480, 960, 1024], width: 1024, height: 683 };

  it("is none until saved, then what was saved, replaced or cleared as a whole", async () => {
    expect(await findBrandImages(db())).toEqual(NO_BRAND_IMAGES);
    await saveBrandImages(db(), { logo, hero });
    expect(await findBrandImages(db())).toEqual({ logo, hero });
    await saveBrandImages(db(), { logo: null, hero });
    expect(await findBrandImages(db())).toEqual({ logo: null, hero });
    // Kept with the settings, without troubling them.
    expect(await findSettings(db())).not.toHaveProperty("brandImages");
  });

  it("falls back to none for what cannot be read", async () => {
    const store = (value: string) =>
      db()
        .insertInto("settings")
        .values({ key: "brandImages", value })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
        .execute();
    await store("{not json");
    expect(await findBrandImages(db())).toEqual(NO_BRAND_IMAGES);
    await store(JSON.stringify({ logo: { ...logo, id: "../../etc/passwd" }, hero }));
    expect(await findBrandImages(db())).toEqual({ logo: null, hero });
  });
});
