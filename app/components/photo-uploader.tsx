import { type ChangeEvent, useState } from "react";
import { ACCEPTED_UPLOAD_TYPES, MAX_IMAGES_PER_PROPERTY, MAX_UPLOAD_BYTES } from "~/domain/images";

const UPLOAD_URL = "/image-uploads";
const TOO_LARGE = "This photo is larger than 15 MB. Please upload a smaller one.";
const FAILED = "The photo could not be uploaded. Check the connection and try again.";
const tooMany = `A property can have at most ${MAX_IMAGES_PER_PROPERTY} images.`;

interface Upload {
  id: number;
  fileName: string;
  /** Share of the file sent so far, 0 to 1. */
  sent: number;
  state: "waiting" | "sending" | "done" | "refused";
  message?: string;
}

type UploadAnswer = { token: string } | { error: string };

/** Sends one photo, reporting progress as its bytes go out; resolves with the server's answer. */
function sendPhoto(file: File, onProgress: (sent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_URL);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer: unknown = request.response;
      if (answer && typeof answer === "object" && ("token" in answer || "error" in answer)) {
        resolve(answer as UploadAnswer);
      } else {
        resolve({ error: FAILED });
      }
    };
    request.onerror = () => resolve({ error: FAILED });
    const body = new FormData();
    body.append("photos", file);
    request.send(body);
  });
}

interface PhotoUploaderProps {
  imageCount: number;
  onUploaded: (token: string) => void;
  onBusyChange: (busy: boolean) => void;
}

let nextUploadId = 1;

/**
 * A file input for photos. Without scripts the files go with the form when it is posted;
 * with scripts each photo is sent as soon as it is chosen, one at a time, with its progress.
 */
export function PhotoUploader({ imageCount, onUploaded, onBusyChange }: PhotoUploaderProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  async function uploadChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Sent here already: the form must not post them again.
    event.target.value = "";
    let room = MAX_IMAGES_PER_PROPERTY - imageCount;
    const chosen = files.map((file): { file: File; upload: Upload } => {
      const upload: Upload = { id: nextUploadId++, fileName: file.name, sent: 0, state: "waiting" };
      if (file.size > MAX_UPLOAD_BYTES)
        return { file, upload: { ...upload, state: "refused", message: TOO_LARGE } };
      if (room <= 0) return { file, upload: { ...upload, state: "refused", message: tooMany } };
      room -= 1;
      return { file, upload };
    });
    setUploads((current) => [
      ...current.filter((upload) => upload.state !== "done"),
      ...chosen.map((c) => c.upload),
    ]);

    const toSend = chosen.filter(({ upload }) => upload.state === "waiting");
    if (toSend.length === 0) return;
    onBusyChange(true);
    for (const { file, upload } of toSend) {
      update(upload.id, { state: "sending" });
      const answer = await sendPhoto(file, (sent) => update(upload.id, { sent }));
      if ("token" in answer) {
        update(upload.id, { state: "done", sent: 1 });
        onUploaded(answer.token);
      } else {
        update(upload.id, { state: "refused", message: answer.error });
      }
    }
    onBusyChange(false);
  }

  return (
    <div className="form__field photo-uploader">
      <label htmlFor="property-photos">Upload photos</label>
      <p id="property-photos-hint" className="form__hint">
        JPEG, PNG, WebP or AVIF, up to 15 MB each. You can choose several at once.
      </p>
      <input
        id="property-photos"
        type="file"
        name="photos"
        multiple
        accept={ACCEPTED_UPLOAD_TYPES}
        aria-describedby="property-photos-hint"
        onChange={uploadChosen}
      />
      {uploads.length > 0 && (
        <ul className="photo-uploader__list" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.id} className={`photo-uploader__item photo-uploader__item--${upload.state}`}>
              <span className="photo-uploader__name">{upload.fileName}</span>
              {upload.state === "refused" ? (
                <span className="form__error">{upload.message}</span>
              ) : (
                <>
                  <progress max={1} value={upload.sent} aria-label={`Upload of ${upload.fileName}`} />
                  <span>
                    {upload.state === "done"
                      ? "Added"
                      : upload.state === "waiting"
                        ? "Waiting"
                        : `${Math.round(upload.sent * 100)}%`}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
