import { type Image, type ImageSlot, slotSrcSet } from '@sugu/domain';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDataSaver } from '../../../shared/hooks/use-data-saver';
import { productText } from '../text';
import './gallery.css';
import '../../../shared/ui/icon-button.css';
import { IconButton } from '../../../shared/ui/IconButton';

const t = productText;
/** Product carousels change image after an 80 px swipe. */
const SWIPE_PX = 80;

interface GalleryProps {
  images: Image[];
  alt: string;
  /** Where the gallery sits (IMAGE_SLOTS): its `sizes` and widest variant. */
  slot: ImageSlot;
}

/** Product gallery: previous/next buttons and dots that wrap around, and a swipe on touch screens. */
export function Gallery({ images, alt, slot }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const policy = useDataSaver();
  const startX = useRef<number | null>(null);
  const count = images.length;
  const current = count ? index % count : 0;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  if (!count) {
    return (
      <div className="gallery gallery--empty">
        <ImageOff aria-hidden size={40} />
      </div>
    );
  }

  return (
    <section
      className="gallery"
      aria-roledescription="carrousel"
      aria-label={alt}
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = startX.current;
        const end = e.changedTouches[0]?.clientX;
        startX.current = null;
        if (start === null || end === undefined || count < 2) return;
        if (end - start <= -SWIPE_PX) go(current + 1);
        else if (end - start >= SWIPE_PX) go(current - 1);
      }}
    >
      <div className="gallery__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {images.map((image, i) => (
          <div
            className="gallery__slide"
            // biome-ignore lint/suspicious/noArrayIndexKey: a product may show the same picture twice
            key={`${image.url}-${i}`}
            aria-hidden={i !== current}
            data-testid={i === current ? 'gallery-current' : undefined}
          >
            <img
              src={image.url}
              // 640 px at most (a 360 px phone at 2x), 320 px with the data saver: never the 1280 px file.
              srcSet={slotSrcSet(image.url, slot, policy.saver)}
              sizes={slot.sizes}
              width={image.width}
              height={image.height}
              alt={count > 1 ? `${alt} — ${t.imageOf(i + 1, count)}` : alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              // The first picture is the page's largest paint.
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <IconButton
            className="round-button gallery__nav gallery__nav--prev"
            label={t.previous}
            onClick={() => go(current - 1)}
            icon={ChevronLeft}
            size={24}
          />
          <IconButton
            className="round-button gallery__nav gallery__nav--next"
            label={t.next}
            onClick={() => go(current + 1)}
            icon={ChevronRight}
            size={24}
          />
          <p className="gallery__counter" aria-live="polite">
            {current + 1}/{count}
          </p>
          <div className="gallery__dots">
            {images.map((image, i) => (
              <button
                type="button"
                // biome-ignore lint/suspicious/noArrayIndexKey: a product may show the same picture twice
                key={`dot-${image.url}-${i}`}
                className="gallery__dot"
                aria-label={t.goToImage(i + 1)}
                aria-current={i === current}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
