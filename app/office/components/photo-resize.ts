import { shrunkPhotoSize, type PixelSize } from "~/domain/photo-uploads";

/** Good enough that nobody sees it once the server has made its WebP renditions. */
const JPEG_QUALITY = 0.85;

/** Draws the upright bitmap at `size` and encodes it as JPEG; null when the browser cannot. */
function encodeJpeg(bitmap: ImageBitmap, { width, height }: PixelSize): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  // JPEG has no transparency: a see-through picture is laid on white rather than black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
}

/**
 * The file to send for a chosen photo: scaled down to the largest width the site stores and
 * encoded as JPEG, turned upright as its EXIF orientation says, when it is wider than that
 * and this browser can decode it. Anything else (a smaller photo, HEIC in a browser that
 * cannot read it, a file that is no picture) goes as it is, for the server to judge.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const size = shrunkPhotoSize(bitmap);
    if (!size) return file;
    const jpeg = await encodeJpeg(bitmap, size);
    // toBlob gives PNG for a type it cannot write; and a shrunk photo must be worth sending.
    if (!jpeg || jpeg.type !== "image/jpeg" || jpeg.size >= file.size) return file;
    return new File([jpeg], `${file.name.replace(/\.[^.]*$/, "")}.jpg`, { type: "image/jpeg" });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
