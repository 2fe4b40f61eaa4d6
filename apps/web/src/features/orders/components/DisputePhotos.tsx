// Up to DISPUTE.maxPhotos photos chosen for a dispute message, shown as thumbnails before they are sent.
import { DISPUTE } from '@sugu/domain';
import { Camera, X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { orderText } from '../text';

const t = orderText.dispute;

export function DisputePhotos({
  photos,
  onChange,
  disabled,
}: {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  disabled: boolean;
}) {
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return (
    <div className="dispute-photos">
      <span className="muted">{t.photos(photos.length)}</span>
      {/* The thread's photo row (entities/dispute), with room for the remove buttons. */}
      <ul className="dispute-msg__photos dispute-photos__list">
        {urls.map((url, i) => (
          <li key={url}>
            <img src={url} alt={t.chosenPhoto(i + 1)} width={64} height={64} />
            <button
              type="button"
              className="icon-button dispute-photos__remove"
              aria-label={t.removePhoto(i + 1)}
              disabled={disabled}
              onClick={() => onChange(photos.filter((_, j) => j !== i))}
            >
              <X aria-hidden size={16} />
            </button>
          </li>
        ))}
        {photos.length < DISPUTE.maxPhotos && (
          <li>
            <label className="dispute-photos__add" aria-disabled={disabled || undefined}>
              <Camera aria-hidden size={22} />
              <span className="visually-hidden">{t.addPhoto}</span>
              <input
                className="visually-hidden"
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                data-testid="dispute-photo-input"
                onChange={(e) => {
                  const chosen = [...(e.target.files ?? [])].filter((f) => f.type.startsWith('image/'));
                  onChange([...photos, ...chosen].slice(0, DISPUTE.maxPhotos));
                  e.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
