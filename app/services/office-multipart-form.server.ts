// The office's forms that carry files, read one way: a browser's form only, within the limits
// given, each file handed to `onFile`, the text cleaned as every form's is.
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
import { holdsUntypedBytes, isNotUtf8, UNTYPED_BYTES_MESSAGE, withTypedText } from "./form-text.server";

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

export interface OfficeFormLimits {
  maxFiles: number;
  maxFileSize: number;
  maxTotalSize: number;
}

/** What the office is told when a form passes its limits. */
export interface OfficeFormRefusals {
  tooManyFiles: string;
  tooLarge: string;
}

/**
 * Reads the form, its files through `onFile`. Throws a response to show: 415 for a body that
 * is no form, 413 past the limits (with `refusals`' words), 400 for one that cannot be read or
 * holds a NUL byte or text that is not UTF-8.
 */
export async function readOfficeFormWithFiles(
  request: Request,
  limits: OfficeFormLimits,
  onFile: (file: FileUpload) => Promise<File | string | null> | File | string | null,
  refusals: OfficeFormRefusals,
): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    throw data("The site takes this form as a web browser sends it.", { status: 415 });
  }
  let form: FormData;
  try {
    form = await parseFormData(request, limits, onFile);
  } catch (error) {
    if (isNotUtf8(error)) throw data(UNTYPED_BYTES_MESSAGE, { status: 400 });
    if (error instanceof MaxFilesExceededError) throw data(refusals.tooManyFiles, { status: 413 });
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw data(refusals.tooLarge, { status: 413 });
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      throw data("The form could not be read. Please try again.", { status: 400 });
    }
    throw error;
  }
  if (holdsUntypedBytes(form)) throw data(UNTYPED_BYTES_MESSAGE, { status: 400 });
  return withTypedText(form);
}
