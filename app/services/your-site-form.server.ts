import type { FileUpload } from "@remix-run/form-data-parser";
import { YOUR_SITE_BODY_LIMIT } from "~/domain/brand-images";
import { readOfficeFormWithFiles } from "./office-multipart-form.server";

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

/**
 * Reads the "Your site" form: its text fields and the files `logo` and `heroPhoto`, each whole
 * in memory (the server lets no more than YOUR_SITE_BODY_LIMIT through, from the signed-in
 * office only). A file's own limit and kind are for `prepareLogo` and `prepareHeroPhoto` to
 * judge, so that the office is told which file and why while the form's text is kept. Throws
 * a response to show: 415 for a body that is no form, 413 for a form too large to read, 400
 * for one that cannot be read or holds a NUL byte or text that is not UTF-8.
 */
export async function readYourSiteForm(request: Request): Promise<YourSiteForm> {
  const files: Record<FileField, File | null> = { logo: null, heroPhoto: null };
  const keep = (file: FileUpload) => {
    // A file input left empty still sends an empty part; an empty file is no image either.
    if (isFileField(file.fieldName) && file.size > 0) files[file.fieldName] = file;
    return null;
  };
  const fields = await readOfficeFormWithFiles(
    request,
    { maxFiles: FILE_FIELDS.length, maxFileSize: YOUR_SITE_BODY_LIMIT, maxTotalSize: YOUR_SITE_BODY_LIMIT },
    keep,
    {
      tooManyFiles: "Please send one logo and one photo at most.",
      tooLarge: "These images are too large to send: a logo may be up to 5 MB and the photo up to 15 MB.",
    },
  );
  return { fields, ...files };
}
