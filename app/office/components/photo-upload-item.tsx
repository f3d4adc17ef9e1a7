import { byteCountText } from "~/domain/photo-uploads";

export interface Upload {
  id: number;
  fileName: string;
  state: "preparing" | "waiting" | "sending" | "done" | "refused" | "not-sent";
  /** Bytes of the request sent so far, and its whole size once known. */
  sent: number;
  total: number;
  /** Why it was refused, or why it could not be stored just now. */
  message?: string;
}

/** An upload that still has to reach the server before the property can be saved with it. */
export function isUnsent(upload: Upload): boolean {
  return upload.state !== "done" && upload.state !== "refused";
}

const NOT_SENT =
  "Not uploaded: the connection dropped. Retry, or leave the photo out to save the property without it.";

function progressText({ state, sent, total }: Upload): string {
  switch (state) {
    case "preparing":
      return "Making it smaller…";
    case "waiting":
      return "Waiting";
    case "sending":
      return total > 0 ? `${byteCountText(sent)} of ${byteCountText(total)}` : "Sending…";
    default:
      return `Added, ${byteCountText(total)} sent`;
  }
}

interface PhotoUploadItemProps {
  upload: Upload;
  onRetry: () => void;
  onLeaveOut: () => void;
}

/** One chosen photo: its progress as its bytes go out, why it was refused, or a way to send it again. */
export function PhotoUploadItem({ upload, onRetry, onLeaveOut }: PhotoUploadItemProps) {
  const { fileName, state } = upload;
  return (
    <li className={`photo-uploader__item photo-uploader__item--${state}`}>
      <span className="photo-uploader__name">{fileName}</span>
      {state === "refused" ? (
        <span className="form__error">{upload.message}</span>
      ) : state === "not-sent" ? (
        <>
          <span className="form__error">{upload.message ?? NOT_SENT}</span>
          <span className="photo-uploader__buttons">
            <button type="button" className="button" onClick={onRetry}>
              Retry<span className="visually-hidden"> {fileName}</span>
            </button>
            <button type="button" className="button button--secondary" onClick={onLeaveOut}>
              Leave out<span className="visually-hidden"> {fileName}</span>
            </button>
          </span>
        </>
      ) : (
        <>
          <progress
            max={1}
            value={state === "done" ? 1 : upload.total > 0 ? upload.sent / upload.total : 0}
            aria-label={`Upload of ${fileName}`}
          />
          <span>{progressText(upload)}</span>
        </>
      )}
    </li>
  );
}
