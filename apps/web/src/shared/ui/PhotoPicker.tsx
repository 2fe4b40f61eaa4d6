// One photo chosen on the phone, shown before it is sent: round for the sign-up's profile picture and the new
// shop's logo, a whole card for an identity document (the verified badge). Only an image is taken.
import { Camera, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import './photo-picker.css';

interface PhotoPickerProps {
  file: File | null;
  onFile: (file: File | null) => void;
  hint: string;
  /** What the preview shows without a file. */
  placeholder: ReactNode;
  texts: { preview: string; choose: string; change: string; remove?: string };
  disabled?: boolean;
  /** 'document': the whole photo, uncropped, as wide as the form allows. */
  variant?: 'round' | 'document';
  /** The form refused the missing photo: the input says so, and what describes it. */
  invalid?: boolean;
  describedBy?: string;
}

export function PhotoPicker({
  file,
  onFile,
  hint,
  placeholder,
  texts,
  disabled = false,
  variant = 'round',
  invalid,
  describedBy,
}: PhotoPickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className={`photo-picker photo-picker--${variant}`}>
      <p className="steps__hint muted">{hint}</p>
      <div className="photo-picker__preview">
        {preview ? <img src={preview} alt={texts.preview} width={128} height={128} /> : placeholder}
      </div>
      <label className="btn photo-picker__choose" aria-disabled={disabled || undefined}>
        <Camera aria-hidden size={20} />
        {file ? texts.change : texts.choose}
        <input
          className="visually-hidden"
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen?.type.startsWith('image/')) onFile(chosen);
            e.target.value = '';
          }}
        />
      </label>
      {file && texts.remove && (
        <button type="button" className="btn btn--ghost" onClick={() => onFile(null)} disabled={disabled}>
          <Trash2 aria-hidden size={18} />
          {texts.remove}
        </button>
      )}
    </div>
  );
}
