import { randomBytes } from "node:crypto";
import { strToU8, zipSync, type Zippable } from "fflate";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { listingReference } from "~/domain/reference";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { confirmSending, receivePhotoSending, SendingRefused, sendingPreview } from "./photo-sendings.server";
import { importUpload, keepUpload } from "./spreadsheet-import.server";

const site = freshSiteForEachTest();
const services = () => site().services;
const db = () => services().database.db;

let shades = 0;
/** A small JPEG, a different one each time, as a phone's photo would be. */
async function photo(): Promise<Uint8Array> {
  shades += 1;
  return new Uint8Array(
    await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: shades * 7, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer(),
  );
}

function sending(files: { name: string; bytes: Uint8Array; type?: string }[]): Request {
  const form = new FormData();
  for (const { name, bytes, type } of files)
    form.append("photos", new File([new Uint8Array(bytes)], name, { type: type ?? "" }));
  return new Request("http://makazi.test/import/photos", { method: "POST", body: form });
}

const zipOf = (entries: Zippable) => ({
  name: "stock photos.zip",
  bytes: zipSync(entries),
  type: "application/zip",
});

let kilimani: number;
let nyali: number;

beforeEach(async () => {
  await createProperty(db(), aProperty({ name: "Kilimani Garden Flat" }));
  await createProperty(db(), aProperty({ name: "Nyali Villa", city: "Mombasa" }));
  kilimani = (await findListingBySlug(db(), "kilimani-garden-flat"))!.id;
  nyali = (await findListingBySlug(db(), "nyali-villa"))!.id;
}, 30_000);

const photoCount = async (slug: string) => (await findListingBySlug(db(), slug))!.photos.length;

describe("photos sent in bulk", { timeout: 60_000 }, () => {
  it("a ZIP of photos lands on the listings its names point to, in their order, once confirmed", async () => {
    const before = await photoCount("kilimani-garden-flat");
    const nyaliBefore = await photoCount("nyali-villa");
    const zip = zipOf({
      stock: {
        [`${listingReference(kilimani)}-2.jpg`]: await photo(),
        [`${listingReference(kilimani)}-1.jpg`]: await photo(),
        "nyali-villa-1.jpg": await photo(),
        "IMG_2044.jpg": await photo(),
        "notes.txt": strToU8("Keys with the caretaker"),
      },
      __MACOSX: { stock: { "._nyali-villa-1.jpg": strToU8("resource fork") } },
    });
    const token = await receivePhotoSending(sending([zip]), services());
    const preview = await sendingPreview(services(), token);
    expect(preview!.adding).toBe(3);
    expect(
      preview!.listings.map((group) => [group.listing.name, group.photos.map((p) => p.fileName)]),
    ).toEqual([
      [
        "Kilimani Garden Flat",
        [`stock/${listingReference(kilimani)}-1.jpg`, `stock/${listingReference(kilimani)}-2.jpg`],
      ],
      ["Nyali Villa", ["stock/nyali-villa-1.jpg"]],
    ]);
    expect(preview!.leftOut.map((photo) => photo.fileName)).toEqual([
      "stock/IMG_2044.jpg",
      "stock/notes.txt",
    ]);
    expect(preview!.leftOut[0]!.problem).toMatch(/points to no listing/);
    expect(preview!.leftOut[1]!.problem).toMatch(/Not a photo/);

    // Nothing is added before the office confirms.
    expect(await photoCount("kilimani-garden-flat")).toBe(before);
    expect(await confirmSending(services(), token)).toBe(3);
    expect(await photoCount("kilimani-garden-flat")).toBe(before + 2);
    expect(await photoCount("nyali-villa")).toBe(nyaliBefore + 1);
    // A second confirmation adds nothing twice.
    expect(await confirmSending(services(), token)).toBeNull();
    expect(await photoCount("kilimani-garden-flat")).toBe(before + 2);
  });

  it("photos chosen together are matched as those in a ZIP, by the row of the last import too", async () => {
    const token = await keepUpload(
      db(),
      [
        "Property Name,Type,Price (KSh),Location,Town,Description",
        'Ruaka Bedsitter,Bedsitter for rent,"12,000",Ruaka,Kiambu,A bright bedsitter near the stage.',
      ].join("\n"),
    );
    expect(await importUpload(db(), token)).toBe(true);
    const sent = await receivePhotoSending(
      sending([
        { name: "row 2-1.jpg", bytes: await photo() },
        { name: "3.jpg", bytes: await photo() },
        { name: `${listingReference(nyali)}.png`, bytes: await photo() },
      ]),
      services(),
    );
    const preview = (await sendingPreview(services(), sent))!;
    expect(preview.listings.map((group) => group.listing.name)).toEqual(["Nyali Villa", "Ruaka Bedsitter"]);
    expect(preview.leftOut).toEqual([
      { fileName: "3.jpg", problem: "Row 3 of the last import added or changed no listing." },
    ]);
    await confirmSending(services(), sent);
    expect(await photoCount("ruaka-bedsitter")).toBe(1);
  });

  it("refuses in words what is no photo, too large, or leads outside the archive, and keeps the rest", async () => {
    const huge = new Uint8Array(randomBytes(16 * 1024 * 1024));
    const token = await receivePhotoSending(
      sending([
        zipOf({
          "../../etc/nyali-villa-1.jpg": await photo(),
          "nyali-villa-2.jpg": strToU8("<html>not a photo</html>"),
          "nyali-villa-3.jpg": [huge, { level: 0 }],
          "nyali-villa-4.jpg": await photo(),
          "IMG\u0000 1.jpg": await photo(),
        }),
      ]),
      services(),
    );
    const preview = (await sendingPreview(services(), token))!;
    expect(preview.listings[0]!.photos.map((photo) => photo.fileName)).toEqual(["nyali-villa-4.jpg"]);
    expect(preview.leftOut).toEqual([
      {
        fileName: "../../etc/nyali-villa-1.jpg",
        problem: expect.stringMatching(/leads outside the archive/),
      },
      { fileName: "nyali-villa-2.jpg", problem: expect.stringMatching(/not a picture we can use/) },
      { fileName: "nyali-villa-3.jpg", problem: expect.stringMatching(/Larger than 15 MB/) },
      // A NUL byte in a name is not kept, as no one types it: PostgreSQL could not keep it.
      { fileName: expect.stringMatching(/^IMG\s+1\.jpg$/), problem: "Its name points to no listing." },
    ]);
  });

  it("refuses an archive bomb whole", async () => {
    const bomb = zipSync({ "nyali-villa-1.jpg": new Uint8Array(64 * 1024 * 1024) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    await expect(
      receivePhotoSending(sending([{ name: "bomb.zip", bytes: bomb }]), services()),
    ).rejects.toThrow(SendingRefused);
  });

  it("says so of a file that is not a ZIP, and of a sending with no files", async () => {
    const token = await receivePhotoSending(
      sending([{ name: "photos.zip", bytes: strToU8("PK but not really a zip") }]),
      services(),
    );
    expect((await sendingPreview(services(), token))!.leftOut).toEqual([
      { fileName: "photos.zip", problem: expect.stringMatching(/ZIP/) },
    ]);
    await expect(receivePhotoSending(sending([]), services())).rejects.toThrow(/choose a ZIP/);
  });
});

describe("a sending no browser would make", { timeout: 30_000 }, () => {
  const raw = (body: string) =>
    new Request("http://makazi.test/import/photos", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=edge" },
      body: Buffer.from(body),
    });

  it.each([
    [
      "a NUL byte in a file's name",
      '--edge\r\nContent-Disposition: form-data; name="photos"; filename="MK-1001\u0000.jpg"\r\n\r\nx\r\n--edge--\r\n',
    ],
    [
      "a field holding a NUL byte",
      '--edge\r\nContent-Disposition: form-data; name="note"\r\n\r\nHabari\u0000\r\n--edge--\r\n',
    ],
    [
      "a form cut short",
      '--edge\r\nContent-Disposition: form-data; name="photos"; filename="MK-1001.jpg"\r\n\r\nabc',
    ],
  ])("is refused with 400, not left waiting: %s", async (_, body) => {
    const refusal = await receivePhotoSending(raw(body), services()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SendingRefused);
    expect((refusal as SendingRefused).status).toBe(400);
  });
});
