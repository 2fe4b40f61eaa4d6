import { mediaSrcSet } from '@sugu/domain';
import './shop-avatar.css';

/** Initials of a name: "Karité Ségou" → "KS". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('')
      .toUpperCase() || '?'
  );
}

/** A round shop logo, or the shop's initials when it has none. */
export function ShopAvatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  if (!url)
    return (
      <span className="shop-avatar shop-avatar--initials" style={{ width: size, height: size }} aria-hidden>
        {initials(name)}
      </span>
    );
  return (
    <img
      className="shop-avatar"
      src={url}
      srcSet={mediaSrcSet(url)}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
