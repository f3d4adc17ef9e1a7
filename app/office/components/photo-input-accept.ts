import { ACCEPTED_UPLOAD_TYPES } from "~/domain/photos";

/**
 * Chromium on Android 14 and later opens the system photo picker, which offers no camera,
 * for an input that accepts only images. A type that no file has makes it open the chooser
 * that offers the camera beside the gallery and files; no file can match it, so nothing
 * else becomes choosable.
 */
const OFFER_THE_CAMERA = "android/allow-camera";

/** The photo input's `accept` for a browser: the image types, and the camera wherever it needs asking for. */
export function photoInputAccept(userAgent: string): string {
  const chromiumOnAndroid = /\bAndroid\b/.test(userAgent) && /\bChrome\//.test(userAgent);
  return chromiumOnAndroid ? `${ACCEPTED_UPLOAD_TYPES},${OFFER_THE_CAMERA}` : ACCEPTED_UPLOAD_TYPES;
}
