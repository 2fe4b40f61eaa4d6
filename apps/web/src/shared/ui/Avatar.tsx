import { mediaSrcSet } from '@sugu/domain';
import './avatar.css';

interface AvatarProps {
  /** The shop's or the person's name: its first letter stands in for a missing picture. */
  name: string;
  url: string | null | undefined;
  /** Displayed size in CSS pixels. */
  size: number;
  /** Decorative by default: the name is written beside it. */
  alt?: string;
  /** Above the fold (a shop page's header): fetched at once instead of lazily. */
  eager?: boolean;
  /** The place's own frame (a ring, a square cover, a colour). */
  className?: string;
}

/** The first letter of a name, as every avatar without a picture shows it. */
const firstLetter = (name: string): string => name.trim().charAt(0).toUpperCase() || '?';

/** A round picture (a shop's logo, a profile picture), or the name's first letter when there is none. */
export function Avatar({ name, url, size, alt = '', eager = false, className }: AvatarProps) {
  const frame = className ? `avatar ${className}` : 'avatar';
  if (!url) {
    return (
      <span
        className={`${frame} avatar--letter`}
        style={{ width: size, height: size, fontSize: size * 0.42 }}
        aria-hidden
      >
        {firstLetter(name)}
      </span>
    );
  }
  return (
    <img
      className={frame}
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
