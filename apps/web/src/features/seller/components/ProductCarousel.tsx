// Product photos on a seller card: swipe (80 px) follows the finger, dots show and pick the photo.
import { type Image, mediaSrcSet, SWIPE } from '@sugu/domain';
import { type PointerEvent, useRef, useState } from 'react';
import { sellerText } from '../text';
import './product-carousel.css';

const t = sellerText.card;
const SIZES = '(min-width: 1024px) 460px, (min-width: 700px) 50vw, 100vw';

export function ProductCarousel({ images, alt }: { images: Image[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;

  // The tabs below also listen for horizontal swipes: a swipe on the photos belongs to the photos.
  function onPointerDown(e: PointerEvent) {
    if (count < 2) return;
    e.stopPropagation();
    start.current = { x: e.clientX, y: e.clientY };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent) {
    if (!start.current) return;
    const dx = e.clientX - start.current.x;
    if (Math.abs(dx) > Math.abs(e.clientY - start.current.y)) setDrag(dx);
  }
  function onPointerUp(e: PointerEvent) {
    const from = start.current;
    if (from) e.stopPropagation();
    start.current = null;
    setDrag(0);
    if (!from) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) < SWIPE.productCarouselPx || Math.abs(dx) < Math.abs(e.clientY - from.y)) return;
    setIndex((i) => Math.min(count - 1, Math.max(0, i + (dx < 0 ? 1 : -1))));
  }

  if (count === 0) return null;
  return (
    <div className="product-carousel">
      <div
        className="product-carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
          setDrag(0);
        }}
        data-testid="product-carousel"
      >
        <ul
          className={
            drag ? 'product-carousel__track product-carousel__track--dragging' : 'product-carousel__track'
          }
          style={{ transform: `translateX(calc(${-index * 100}% + ${drag}px))` }}
        >
          {images.map((img, i) => (
            <li key={img.url} aria-hidden={i !== index || undefined}>
              <img
                src={img.url}
                srcSet={mediaSrcSet(img.url)}
                sizes={SIZES}
                width={img.width}
                height={img.height}
                alt={count > 1 ? `${alt} – ${t.goTo(i + 1, count)}` : alt}
                loading={i === 0 ? undefined : 'lazy'}
                decoding="async"
                draggable={false}
              />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="product-carousel__dots">
          {images.map((img, i) => (
            <button
              key={img.url}
              type="button"
              className="product-carousel__dot"
              aria-label={t.goTo(i + 1, count)}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
