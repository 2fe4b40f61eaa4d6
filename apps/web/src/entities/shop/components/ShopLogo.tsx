import { mediaSrcSet } from '@sugu/domain';
import './shop-logo.css';

interface ShopLogoProps {
  name: string;
  url: string | null;
  /** Displayed size in CSS pixels. */
  size: number;
  alt?: string;
  /** Above the fold (a shop page's header): fetched at once instead of lazily. */
  eager?: boolean;
}

/** A shop's logo, or its initial on the accent colour when it has none. */
export function ShopLogo({ name, url, size, alt = '', eager = false }: ShopLogoProps) {
  if (!url) {
    return (
      <span
        className="shop-logo shop-logo--initial"
        style={{ width: size, height: size, fontSize: size * 0.42 }}
        aria-hidden
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return (
    <img
      className="shop-logo"
      src={url}
      srcSet={mediaSrcSet(url)}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
