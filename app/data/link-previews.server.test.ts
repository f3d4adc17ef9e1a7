import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findLinkPreviewPhoto } from "./link-previews.server";
import { changeListingStatus } from "./listing-status.server";
import { findListingPageBySlug } from "./properties.server";
import { createProperty } from "./property-writes.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

/** The photo a listing's page says its shared link shows, and the one the preview image is made of. */
async function previews(slug: string) {
  const page = await findListingPageBySlug(db(), slug);
  const link = await findLinkPreviewPhoto(db(), slug);
  return { page: page?.previewPhoto ?? null, link: link?.photo ?? null };
}

describe("a listing page's preview photo", () => {
  it("is the first uploaded photo, as the preview image finds it, past photos linked from elsewhere", async () => {
    const slug = await createProperty(
      db(),
      aProperty({
        photos: [
          { externalUrl: "https://example.com/a.jpg" },
          { storageKey: "first", width: 1440, height: 960 },
          { storageKey: "second", width: 960, height: 640 },
        ],
      }),
    );
    const { page, link } = await previews(slug);
    expect(page).toEqual({ storageKey: "first", width: 1440 });
    expect(page).toEqual(link);
  });

  it("is none for a listing without uploaded photos, or a draft", async () => {
    const linked = await createProperty(
      db(),
      aProperty({ photos: [{ externalUrl: "https://example.com/a.jpg" }] }),
    );
    expect(await previews(linked)).toEqual({ page: null, link: null });
    const draft = await createProperty(db(), aProperty({ photos: [{ storageKey: "draft", width: 1440 }] }));
    await changeListingStatus(db(), draft, { publication: "draft" });
    expect(await previews(draft)).toEqual({ page: null, link: null });
  });
});
