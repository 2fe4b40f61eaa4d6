import { ImagePlus, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { PickedPhoto } from '../hooks/use-picked-photos';
import { sellerText } from '../text';
import './photo-grid.css';
import { IconButton } from '../../../shared/ui/IconButton';

interface PhotoGridProps {
  photos: PickedPhoto[];
  max: number;
  /** 'main' marks the first photo 'Principal'; 'position' numbers every photo from 1. */
  badge: 'main' | 'position';
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** Previews of the chosen photos, each removable, and an add tile hidden once the limit is reached. */
export function PhotoGrid(props: PhotoGridProps) {
  const { photos, max, badge, disabled } = props;

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const files = e.target.files ? [...e.target.files] : [];
    // Reset so choosing the same file again still fires a change.
    e.target.value = '';
    if (files.length > 0) props.onAdd(files);
  }

  return (
    <ul className="photo-grid">
      {photos.map((photo, i) => (
        <li key={photo.id} className="photo-grid__item">
          <img src={photo.url} alt={sellerText.photo(i + 1)} decoding="async" />
          {badge === 'main' && i === 0 && (
            <span className="photo-grid__badge photo-grid__badge--main">{sellerText.product.main}</span>
          )}
          {badge === 'position' && (
            <span
              className="photo-grid__badge"
              role="img"
              aria-label={sellerText.publication.position(i + 1)}
            >
              {i + 1}
            </span>
          )}
          <IconButton
            className="photo-grid__remove"
            label={sellerText.removePhoto(i + 1)}
            onClick={() => props.onRemove(photo.id)}
            disabled={disabled}
            icon={X}
            size={16}
          />
        </li>
      ))}
      {photos.length < max && (
        <li className="photo-grid__item">
          <label className="photo-grid__add" aria-disabled={disabled || undefined}>
            <ImagePlus aria-hidden size={26} />
            <span>{sellerText.addPhotos.text}</span>
            <input
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              aria-label={sellerText.addPhotos.label}
              aria-describedby={props.describedBy}
              onChange={onChange}
              disabled={disabled}
            />
          </label>
        </li>
      )}
    </ul>
  );
}
