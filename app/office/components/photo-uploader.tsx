import { type ChangeEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { ACCEPTED_UPLOAD_TYPES, MAX_PHOTOS_PER_PROPERTY, MAX_UPLOAD_BYTES } from "~/domain/photos";
import { photoInputAccept } from "./photo-input-accept";
import { shrinkPhoto } from "./photo-resize";
import { sendPhoto } from "./photo-send";
import { isUnsent, PhotoUploadItem, type Upload } from "./photo-upload-item";

const TOO_LARGE = "This photo is larger than 15 MB. Please upload a smaller one.";
const tooMany = `A property can have at most ${MAX_PHOTOS_PER_PROPERTY} images.`;
const SAVE_HELD = "Some photos are not uploaded yet. Retry them, or leave them out, before saving.";

interface PhotoUploaderProps {
  photoCount: number;
  onUploaded: (token: string) => void;
  /** Told whether any chosen photo has yet to reach the server; saving waits until none has. */
  onBusyChange: (busy: boolean) => void;
}

let nextUploadId = 1;

const subscribeToNothing = () => () => {};

/**
 * A file input for photos, from the gallery or the camera. Without scripts the files go
 * with the form when it is posted; with scripts each photo is shrunk to the largest width
 * the site stores and sent as soon as it is chosen, one at a time, with the bytes sent. A
 * photo whose connection dropped stays listed, with a button to send it again.
 */
export function PhotoUploader({ photoCount, onUploaded, onBusyChange }: PhotoUploaderProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  /** The photos that were unsent when a save was held; the notice stays while any still is. */
  const [heldFor, setHeldFor] = useState<number[]>([]);
  const input = useRef<HTMLInputElement>(null);
  /** The file each upload sends, once shrunk, kept to send again. */
  const files = useRef(new Map<number, File>());
  const unsentIds = uploads.filter(isUnsent).map((upload) => upload.id);
  const unsent = unsentIds.length > 0;
  const saveHeld = unsentIds.some((id) => heldFor.includes(id));
  const unsentIdsRef = useRef(unsentIds);
  const accept = useSyncExternalStore(
    subscribeToNothing,
    () => photoInputAccept(navigator.userAgent),
    () => ACCEPTED_UPLOAD_TYPES,
  );

  useEffect(() => {
    unsentIdsRef.current = unsentIds;
  });

  useEffect(() => {
    onBusyChange(unsent);
  }, [unsent, onBusyChange]);

  // The save button waits while photos are unsent; this stops the Enter key saving without them.
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const holdSave = (event: SubmitEvent) => {
      const submitter = event.submitter as HTMLButtonElement | null;
      if (unsentIdsRef.current.length === 0 || submitter?.value !== "save") return;
      event.preventDefault();
      setHeldFor(unsentIdsRef.current);
    };
    form.addEventListener("submit", holdSave);
    return () => form.removeEventListener("submit", holdSave);
  }, []);

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  async function send(id: number, file: File) {
    update(id, { state: "sending", sent: 0, total: file.size });
    const outcome = await sendPhoto(file, (sent, total) => update(id, { sent, total }));
    if (outcome.kind === "stored") {
      files.current.delete(id);
      setUploads((current) =>
        current.map((upload) =>
          upload.id === id ? { ...upload, state: "done", sent: upload.total } : upload,
        ),
      );
      onUploaded(outcome.token);
    } else if (outcome.kind === "refused") {
      files.current.delete(id);
      update(id, { state: "refused", message: outcome.message });
    } else {
      update(id, { state: "not-sent", message: outcome.message });
    }
  }

  async function uploadChosen(event: ChangeEvent<HTMLInputElement>) {
    const chosenFiles = Array.from(event.target.files ?? []);
    // Sent here already: the form must not post them again.
    event.target.value = "";
    let room = MAX_PHOTOS_PER_PROPERTY - photoCount - unsentIds.length;
    const chosen = chosenFiles.map((file): { file: File; upload: Upload } => {
      const upload: Upload = { id: nextUploadId++, fileName: file.name, state: "waiting", sent: 0, total: 0 };
      if (room <= 0) return { file, upload: { ...upload, state: "refused", message: tooMany } };
      room -= 1;
      return { file, upload };
    });
    setUploads((current) => [
      ...current.filter((upload) => upload.state !== "done"),
      ...chosen.map((c) => c.upload),
    ]);

    // One photo at a time: one decoded bitmap in memory, and each photo's bytes go out at full speed.
    for (const { file, upload } of chosen) {
      if (upload.state !== "waiting") continue;
      update(upload.id, { state: "preparing" });
      // The limit is on what is sent: a camera's photo is often over it until it is shrunk.
      const toSend = await shrinkPhoto(file);
      if (toSend.size > MAX_UPLOAD_BYTES) {
        update(upload.id, { state: "refused", message: TOO_LARGE });
        continue;
      }
      files.current.set(upload.id, toSend);
      await send(upload.id, toSend);
    }
  }

  function retry(id: number) {
    const file = files.current.get(id);
    if (file) void send(id, file);
  }

  function leaveOut(id: number) {
    files.current.delete(id);
    setUploads((current) => current.filter((upload) => upload.id !== id));
  }

  return (
    <div className="form__field photo-uploader">
      <label htmlFor="property-photos">Upload photos</label>
      <p id="property-photos-hint" className="form__hint">
        JPEG, PNG, WebP or AVIF, up to 15 MB each. Take them with the camera or choose several at once.
      </p>
      <input
        ref={input}
        id="property-photos"
        type="file"
        name="photos"
        multiple
        accept={accept}
        aria-describedby="property-photos-hint"
        onChange={uploadChosen}
      />
      {uploads.length > 0 && (
        <ul className="photo-uploader__list" aria-live="polite">
          {uploads.map((upload) => (
            <PhotoUploadItem
              key={upload.id}
              upload={upload}
              onRetry={() => retry(upload.id)}
              onLeaveOut={() => leaveOut(upload.id)}
            />
          ))}
        </ul>
      )}
      {saveHeld && (
        <p className="notice notice--error" role="alert">
          {SAVE_HELD}
        </p>
      )}
    </div>
  );
}
