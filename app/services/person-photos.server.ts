// A person's photo: checked by its bytes, made square and small, and stored under a new name.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { imageTypeOf } from "~/domain/brand-images";
import {
  PERSON_FORM_BODY_LIMIT,
  PERSON_PHOTO_MAX_BYTES,
  PERSON_PHOTO_MESSAGES,
  PERSON_PHOTO_SIZE,
  type PersonPhotoProblem,
  personPhotoFile,
  PHOTO_FIELDS,
} from "~/domain/people";
import { logger } from "~/shared/logger.server";
import type { AppServices } from "./context.server";
import { readOfficeFormWithFiles } from "./office-multipart-form.server";
import { MAX_INPUT_PIXELS } from "./photo-storage.server";

/** A form about a person as posted: its text, and the photo chosen (null when none was). */
export interface PersonForm {
  fields: FormData;
  photo: File | null;
}

/**
 * Reads a form that may carry a person's photo, whole in memory (the server lets no more than
 * PERSON_FORM_BODY_LIMIT through, from the signed-in office only), its text cleaned as every
 * form's is. Throws a response to show: 415 for a body that is no form, 413 for one too large,
 * 400 for one that cannot be read or holds a NUL byte or text that is not UTF-8.
 */
export async function readPersonForm(request: Request): Promise<PersonForm> {
  const chosen: { photo: File | null } = { photo: null };
  const fields = await readOfficeFormWithFiles(
    request,
    { maxFiles: 1, maxFileSize: PERSON_FORM_BODY_LIMIT, maxTotalSize: PERSON_FORM_BODY_LIMIT },
    (file) => {
      // A file box left empty still sends an empty part.
      if (file.fieldName === PHOTO_FIELDS.photo && file.size > 0) chosen.photo = file;
      return null;
    },
    { tooManyFiles: "Please send one photo.", tooLarge: PERSON_PHOTO_MESSAGES["too-large"] },
  );
  return { fields, photo: chosen.photo };
}

export type PersonPhotoResult = { ok: true; photoKey: string } | { ok: false; message: string };

const refused = (problem: PersonPhotoProblem): PersonPhotoResult => ({
  ok: false,
  message: PERSON_PHOTO_MESSAGES[problem],
});

/**
 * Checks a photo (a JPEG, PNG or WebP by its bytes, at most PERSON_PHOTO_MAX_BYTES) and
 * stores it upright, without its metadata, cut to a centred square of PERSON_PHOTO_SIZE
 * pixels, as WebP under a new name: the stored file's key, or why it was refused.
 */
export async function storePersonPhoto(
  { media }: Pick<AppServices, "media">,
  personId: number,
  file: File,
): Promise<PersonPhotoResult> {
  if (file.size > PERSON_PHOTO_MAX_BYTES) return refused("too-large");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (type === null) return refused("not-an-image");
  if (type !== "jpeg" && type !== "png" && type !== "webp") return refused("unsupported-type");
  let square: Buffer;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) return refused("too-many-pixels");
    // Without keepMetadata sharp drops EXIF (GPS included) and the rest.
    square = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(PERSON_PHOTO_SIZE, PERSON_PHOTO_SIZE, { fit: "cover", position: "centre" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return refused("unreadable");
  }
  const photoKey = personPhotoFile(personId, randomBytes(8).toString("hex"));
  try {
    await media.put(photoKey, square);
  } catch (error) {
    logger.error("A person's photo could not be stored", error);
    return refused("storage-unavailable");
  }
  return { ok: true, photoKey };
}
