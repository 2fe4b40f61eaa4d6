import { useCallback, useEffect, useRef, useState } from 'react';

export interface PickedPhoto {
  id: string;
  file: File;
  /** Object URL of the preview; revoked when the photo leaves the list. */
  url: string;
}

export interface AddResult {
  /** Files that are not images (refused). */
  rejected: number;
  /** Images beyond the limit (ignored). */
  ignored: number;
}

let nextId = 0;

/** Chosen photos with their previews, at most `max`, images only. */
export function usePickedPhotos(max: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const current = useRef(photos);
  current.current = photos;

  useEffect(
    () => () => {
      for (const p of current.current) URL.revokeObjectURL(p.url);
    },
    [],
  );

  const add = useCallback(
    (files: Iterable<File>): AddResult => {
      const all = [...files];
      const images = all.filter((f) => f.type.startsWith('image/'));
      const room = Math.max(0, max - current.current.length);
      const kept = images.slice(0, room).map((file) => ({
        id: `photo-${++nextId}`,
        file,
        url: URL.createObjectURL(file),
      }));
      const next = [...current.current, ...kept];
      current.current = next;
      setPhotos(next);
      return { rejected: all.length - images.length, ignored: images.length - kept.length };
    },
    [max],
  );

  const remove = useCallback((id: string) => {
    const gone = current.current.find((p) => p.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    const next = current.current.filter((p) => p.id !== id);
    current.current = next;
    setPhotos(next);
  }, []);

  const clear = useCallback(() => {
    for (const p of current.current) URL.revokeObjectURL(p.url);
    current.current = [];
    setPhotos([]);
  }, []);

  return { photos, add, remove, clear };
}
