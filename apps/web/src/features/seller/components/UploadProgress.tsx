import { sellerText } from '../text';
import './upload-progress.css';

/** Progress of a multipart upload, for slow mobile links. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const label = sellerText.uploading(percent);
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="upload-progress__text muted">{label}</p>
    </div>
  );
}
