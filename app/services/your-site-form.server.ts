import {
  type FileUpload,
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data } from "react-router";
import { YOUR_SITE_BODY_LIMIT } from "~/domain/brand-images";
import { holdsUntypedBytes, isNotUtf8, UNTYPED_BYTES_MESSAGE, withTypedText } from "./form-text.server";

/** The "Your site" form as posted: its text, and each image chosen (null when left empty: unchanged). */
export interface YourSiteForm {
  /** The text fields, cleaned as every form's are; no files. */
  fields: FormData;
  logo: File | null;
  heroPhoto: File | null;
}

const FILE_FIELDS = ["logo", "heroPhoto"] as const;
type FileField = (typeof FILE_FIELDS)[number];

const isFileField = (name: string): name is FileField => (FILE_FIELDS as readonly string[]).includes(name);

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/**
 * Reads the "Your site" form: its text fields and the files `logo` and `heroPhoto`, each whole
 * in memory (the server lets no more than YOUR_SITE_BODY_LIMIT through, from the signed-in
 * office only). A file's own limit and kind are for `prepareLogo` and `prepareHeroPhoto` to
 * judge, so that the office is told which file and why while the form's text is kept. Throws
 * a response to show: 415 for a body that is no form, 413 for a form too large to read, 400
 * for one that cannot be read or holds a NUL byte or text that is not UTF-8.
 */
export async function readYourSiteForm(request: Request): Promise<YourSiteForm> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    throw data("The site takes this form as a web browser sends it.", { status: 415 });
  }
  const files: Record<FileField, File | null> = { logo: null, heroPhoto: null };
  const keep = (file: FileUpload) => {
    // A file input left empty still sends an empty part; an empty file is no image either.
    if (isFileField(file.fieldName) && file.size > 0) files[file.fieldName] = file;
    return null;
  };
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      { maxFiles: FILE_FIELDS.length, maxFileSize: YOUR_SITE_BODY_LIMIT, maxTotalSize: YOUR_SITE_BODY_LIMIT },
      keep,
    );
  } catch (error) {
    if (isNotUtf8(error)) throw data(UNTYPED_BYTES_MESSAGE, { status: 400 });
    if (error instanceof MaxFilesExceededError) {
      throw data("Please send one logo and one photo at most.", { status: 413 });
    }
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw data("These images are too large to send: a logo may be up to 5 MB and the photo up to 15 MB.", {
        status: 413,
      });
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      throw data("The form could not be read. Please try again.", { status: 400 });
    }
    throw error;
  }
  if (holdsUntypedBytes(form)) throw data(UNTYPED_BYTES_MESSAGE, { status: 400 });
  return { fields: withTypedText(form), ...files };
}
