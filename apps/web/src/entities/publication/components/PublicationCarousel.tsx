import { IMAGE_SLOTS, type Image, SWIPE, slotSrcSet, TIMINGS } from '@sugu/domain';
import { ChevronLeft, ChevronRight, Heart } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { useDataSaver } from '../../../shared/hooks/use-data-saver';
import { publicationText } from '../text';
import './publication-carousel.css';
import '../../../shared/ui/icon-button.css';
import { IconButton } from '../../../shared/ui/IconButton';

const t = publicationText;

interface CarouselProps {
  images: Image[];
  alt: string;
  /** Load the first image at once (first card of a list); the others are lazy. */
  eager?: boolean;
  /** A double tap within 300 ms. */
  onDoubleTap: () => void;
}

/**
 * Swipeable images with dots: a horizontal move above 10 px is a swipe (the image follows the finger), a
 * release beyond 30 px changes the page. Two taps within 300 ms are a double tap (heart burst).
 */
export function PublicationCarousel({ images, alt, eager = false, onDoubleTap }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const policy = useDataSaver();
  // With the data saver on, a photo is fetched only once the user has swiped to it.
  const [reached, setReached] = useState(0);
  const [offset, setOffset] = useState(0);
  const [burst, setBurst] = useState(0);
  const gesture = useRef<{ x: number; y: number; swiping: boolean; moved: boolean } | null>(null);
  const lastTap = useRef(0);
  const count = images.length;
  const first = images[0];
  const ratio = first ? Math.min(Math.max(first.width / first.height, 0.8), 1.91) : 1;

  const go = (next: number) => {
    const target = Math.min(Math.max(next, 0), count - 1);
    setIndex(target);
    setReached((r) => Math.max(r, target));
  };

  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    gesture.current = { x: e.clientX, y: e.clientY, swiping: false, moved: false };
  };
  const onPointerMove = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (Math.abs(dx) > SWIPE.publicationDetectPx || Math.abs(dy) > SWIPE.publicationDetectPx) g.moved = true;
    if (!g.swiping && count > 1 && Math.abs(dx) > SWIPE.publicationDetectPx && Math.abs(dx) > Math.abs(dy)) {
      g.swiping = true;
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    if (g.swiping) setOffset(dx);
  };
  const onPointerUp = (e: PointerEvent) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const dx = e.clientX - g.x;
    setOffset(0);
    if (g.swiping) {
      if (dx <= -SWIPE.publicationCarouselPx) go(index + 1);
      else if (dx >= SWIPE.publicationCarouselPx) go(index - 1);
      return;
    }
    if (g.moved) return;
    const now = Date.now();
    if (now - lastTap.current <= TIMINGS.doubleTapMs) {
      lastTap.current = 0;
      setBurst((b) => b + 1);
      onDoubleTap();
    } else lastTap.current = now;
  };
  const onPointerCancel = () => {
    gesture.current = null;
    setOffset(0);
  };

  return (
    <div className="pub-carousel" style={{ aspectRatio: String(ratio) }}>
      <div
        className="pub-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        data-testid="publication-images"
      >
        <div
          className={`pub-carousel__track${offset ? ' pub-carousel__track--dragging' : ''}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${offset}px))` }}
        >
          {images.map((img, i) => (
            <div className="pub-carousel__slide" key={img.url} aria-hidden={i !== index}>
              {(policy.prefetchImages || i <= reached) && (
                <img
                  src={img.url}
                  // Never the 1280 px file (the card is at most 600 px wide); 320 px only with the data saver.
                  srcSet={slotSrcSet(img.url, IMAGE_SLOTS.publication, policy.saver)}
                  sizes={IMAGE_SLOTS.publication.sizes}
                  width={img.width}
                  height={img.height}
                  alt={t.imageAlt(alt, i + 1)}
                  loading={eager && i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={eager && i === 0 ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                />
              )}
            </div>
          ))}
        </div>
        {burst > 0 && (
          <span className="pub-carousel__burst" key={burst} aria-hidden>
            <Heart size={96} fill="currentColor" strokeWidth={0} />
          </span>
        )}
      </div>
      {count > 1 && (
        <>
          {index > 0 && (
            <IconButton
              className="round-button pub-carousel__arrow pub-carousel__arrow--prev"
              label={t.previous}
              onClick={() => go(index - 1)}
              icon={ChevronLeft}
              size={20}
            />
          )}
          {index < count - 1 && (
            <IconButton
              className="round-button pub-carousel__arrow pub-carousel__arrow--next"
              label={t.next}
              onClick={() => go(index + 1)}
              icon={ChevronRight}
              size={20}
            />
          )}
          <div className="pub-carousel__dots" data-testid="carousel-dots">
            {images.map((img, i) => (
              <span
                key={img.url}
                className={`pub-carousel__dot${i === index ? ' pub-carousel__dot--active' : ''}`}
                aria-current={i === index ? 'true' : undefined}
              />
            ))}
          </div>
          <span className="pub-carousel__counter" aria-live="polite">
            {index + 1}/{count}
          </span>
        </>
      )}
    </div>
  );
}
