import type { FileUpload } from "@remix-run/form-data-parser";
import {
  findUploads,
  forgetAbandonedUploads,
  recordUpload,
  type UploadedPhoto,
} from "~/data/photo-uploads.server";
import { MAX_PHOTOS_PER_PROPERTY, MAX_UPLOAD_BYTES, uploadToken } from "~/domain/photos";
import type { AppServices } from "./context.server";
import { readOfficeFormWithFiles } from "./office-multipart-form.server";
import { PhotoUploadError, removeStoredPhotos, storeUploadedPhoto } from "./photo-storage.server";

/** An upload that no form saved within a day is taken for abandoned. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * Beyond this a file is not even read to the end: the request is refused whole. Between
 * this and MAX_UPLOAD_BYTES the photo alone is refused and the rest of the form kept.
 */
const LARGEST_FILE_READ = 4 * MAX_UPLOAD_BYTES;

type PhotoServices = Pick<AppServices, "database" | "media">;

/**
 * Stores a photo sent by the administrator and notes it until a property is saved with
 * it. Returns the token the form names it by. Throws `PhotoUploadError` for a refused file.
 */
export async function acceptPhoto({ database, media }: PhotoServices, bytes: Uint8Array): Promise<string> {
  const stored = await storeUploadedPhoto(media, bytes);
  await recordUpload(database.db, stored);
  const abandoned = await forgetAbandonedUploads(database.db, new Date(Date.now() - ABANDONED_AFTER_MS));
  await removeStoredPhotos(media, abandoned);
  return uploadToken(stored.storageKey);
}

/** A photo that was refused, named by its file name so the administrator knows which. */
export interface RefusedPhoto {
  fileName: string;
  message: string;
  /** The storage failed, not the photo: sending it again later can work. */
  storageProblem?: boolean;
}

export function describeRefusedPhotos(refused: RefusedPhoto[]): string {
  return refused.map(({ fileName, message }) => `“${fileName}”: ${message}`).join(" ");
}

async function photoFromUpload(
  services: PhotoServices,
  file: FileUpload,
  refused: RefusedPhoto[],
): Promise<string | null> {
  // A file input left empty still sends a nameless, empty part.
  if (file.size === 0 && file.name === "") return null;
  try {
    if (file.size > MAX_UPLOAD_BYTES) throw new PhotoUploadError("file-too-large");
    return await acceptPhoto(services, new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (!(error instanceof PhotoUploadError)) throw error;
    refused.push({ fileName: file.name, message: error.message, storageProblem: error.storageProblem });
    return null;
  }
}

/**
 * Reads a posted form, storing the photos sent with it (each replaced in the form by its
 * upload token) without holding more than one file in memory at a time. Photos that are
 * refused are left out and listed; a request too large to read is answered with 413, one
 * holding a NUL byte or text that is not UTF-8 with 400.
 */
export async function readFormWithPhotos(
  request: Request,
  services: PhotoServices,
): Promise<{ form: FormData; refused: RefusedPhoto[] }> {
  const refused: RefusedPhoto[] = [];
  const form = await readOfficeFormWithFiles(
    request,
    {
      maxFiles: MAX_PHOTOS_PER_PROPERTY,
      maxFileSize: LARGEST_FILE_READ,
      maxTotalSize: MAX_PHOTOS_PER_PROPERTY * MAX_UPLOAD_BYTES + 1024 * 1024,
    },
    (file) => photoFromUpload(services, file, refused),
    {
      tooManyFiles: `Please send at most ${MAX_PHOTOS_PER_PROPERTY} photos at a time.`,
      tooLarge: "These photos are too large to send. Each photo may be up to 15 MB.",
    },
  );
  return { form, refused };
}

/** The uploads that `storageKeys` name and that are still waiting to be saved, by key. */
export async function findWaitingUploads(
  { database }: PhotoServices,
  storageKeys: string[],
): Promise<Map<string, UploadedPhoto>> {
  const uploads = await findUploads(database.db, storageKeys);
  return new Map(uploads.map((upload) => [upload.storageKey, upload]));
}

/**
 * Answers an upload of one photo made by the form's script: the token that names it in
 * the form, or a message saying why it was refused.
 */
export async function receivePhotoUpload(request: Request, services: PhotoServices): Promise<Response> {
  const { form, refused } = await readFormWithPhotos(request, services);
  const [first] = refused;
  if (first) return Response.json({ error: first.message }, { status: first.storageProblem ? 503 : 400 });
  const [token] = form.getAll("photos");
  if (typeof token !== "string") {
    return Response.json({ error: "Please choose a photo to upload." }, { status: 400 });
  }
  return Response.json({ token });
}
