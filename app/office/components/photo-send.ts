const UPLOAD_URL = "/image-uploads";
const REFUSED = "The server refused this photo.";

/** How sending one photo ended. */
export type SendOutcome =
  | { kind: "stored"; token: string }
  | { kind: "refused"; message: string }
  /**
   * The connection dropped, the server did not answer as it should, or it said why it cannot
   * store photos just now (its storage): sending again may work.
   */
  | { kind: "not-sent"; message?: string };

function outcomeOf(request: XMLHttpRequest): SendOutcome {
  const answer: unknown = request.response;
  const field = (name: string) =>
    answer && typeof answer === "object" && name in answer
      ? (answer as Record<string, unknown>)[name]
      : undefined;
  const token = field("token");
  const error = field("error");
  if (request.status === 200 && typeof token === "string") return { kind: "stored", token };
  if (request.status >= 400 && request.status < 500) {
    return { kind: "refused", message: typeof error === "string" ? error : REFUSED };
  }
  if (request.status === 503 && typeof error === "string") return { kind: "not-sent", message: error };
  return { kind: "not-sent" };
}

/**
 * Posts one photo to the upload route, reporting the bytes sent so far and the whole
 * request's size as they go out; resolves with how it ended, never rejects.
 */
export function sendPhoto(
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_URL);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () => resolve(outcomeOf(request));
    request.onerror = request.onabort = request.ontimeout = () => resolve({ kind: "not-sent" });
    const body = new FormData();
    body.append("photos", file);
    request.send(body);
  });
}
