import { TIMINGS } from '@sugu/domain';
import { Check, Copy, MessageCircle, Send } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fr } from '../text';
import { Popup } from './Popup';
import './share-sheet.css';

const t = fr.share;

interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  /** The link to share; made absolute against the current origin. */
  url: string;
  title?: string;
}

type CopyState = 'idle' | 'copying' | 'copied';

const FacebookIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden fill="currentColor">
    <path d="M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.2c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H7.9v3.1h2.6V21h3z" />
  </svg>
);

const XIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden fill="currentColor">
    <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5z" />
  </svg>
);

/** The four external channels of the spec, each opened in a new window with the link as a parameter. */
const CHANNELS: { id: string; label: string; href: (u: string) => string; icon: ReactNode }[] = [
  {
    id: 'whatsapp',
    label: t.whatsapp,
    href: (u) => `https://wa.me/?text=${u}`,
    icon: <MessageCircle aria-hidden size={24} />,
  },
  {
    id: 'facebook',
    label: t.facebook,
    href: (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    icon: <FacebookIcon />,
  },
  {
    id: 'telegram',
    label: t.telegram,
    href: (u) => `https://t.me/share/url?url=${u}`,
    icon: <Send aria-hidden size={22} />,
  },
  { id: 'x', label: t.x, href: (u) => `https://twitter.com/intent/tweet?url=${u}`, icon: <XIcon /> },
];

/**
 * Callers pass the server's link (built on PUBLIC_URL, the same address as the page's og:url) whenever the
 * answer carries one; a bare path is the fallback for answers without it.
 */
function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}

/** Share sheet: four channels plus a copy button (idle → copying → copied for 2 s → idle). */
export function ShareSheet({ open, onClose, url, title = t.title }: ShareSheetProps) {
  const link = absoluteUrl(url);
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onCopy = async () => {
    if (copy !== 'idle') return;
    setCopy('copying');
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
      timer.current = window.setTimeout(() => setCopy('idle'), TIMINGS.copiedFeedbackMs);
    } catch (error) {
      console.error('Copie du lien impossible', error);
      setCopy('idle');
    }
  };

  return (
    <Popup open={open} title={title} onClose={onClose} variant="sheet">
      <div className="share-sheet">
        <ul className="share-sheet__channels">
          {CHANNELS.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="share-sheet__channel"
                onClick={() => window.open(c.href(encodeURIComponent(link)), '_blank', 'noopener,noreferrer')}
              >
                <span className={`share-sheet__icon share-sheet__icon--${c.id}`}>{c.icon}</span>
                <span>{c.label}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="share-sheet__link">
          <span className="share-sheet__url" title={link}>
            {link}
          </span>
          <button
            type="button"
            className={`btn share-sheet__copy${copy === 'copied' ? ' share-sheet__copy--done' : ''}`}
            onClick={onCopy}
            disabled={copy !== 'idle'}
            aria-live="polite"
          >
            {copy === 'copied' ? <Check aria-hidden size={18} /> : <Copy aria-hidden size={18} />}
            {copy === 'idle' ? t.copy : copy === 'copying' ? t.copying : t.copied}
          </button>
        </div>
      </div>
    </Popup>
  );
}
