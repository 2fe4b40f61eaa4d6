import { mediaSrcSet } from '@sugu/domain';
import { Download, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../shared/ui/IconButton';
import { Popup } from '../../../shared/ui/Popup';
import { logoViewerText, shopHeaderText } from '../text';

const t = logoViewerText;
const ZOOM = { min: 1, max: 3, step: 0.5 } as const;

/** The largest stored variant of one of our media URLs (the URL itself otherwise). */
function largestVariant(url: string): string {
  return url.replace(/-\d+\.webp$/, '-1280.webp');
}

interface LogoViewerProps {
  open: boolean;
  onClose: () => void;
  url: string;
  name: string;
}

/** The enlarged shop logo: zoom in and out, download, close. */
export function LogoViewer({ open, onClose, url, name }: LogoViewerProps) {
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const close = () => {
    setZoom(ZOOM.min);
    onClose();
  };
  const full = largestVariant(url);
  return (
    <Popup open={open} title={shopHeaderText.logoOf(name)} onClose={close} closeLabel={t.close}>
      <div className="logo-viewer">
        {/* Zoomed in, the frame scrolls: it takes the focus so the arrow keys can move the logo too. */}
        <section
          className="logo-viewer__frame"
          data-testid="logo-viewer-frame"
          aria-label={shopHeaderText.logoOf(name)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
        >
          <img
            src={full}
            srcSet={mediaSrcSet(url)}
            sizes={`${Math.round(400 * zoom)}px`}
            alt={shopHeaderText.logoOf(name)}
            style={{ width: `${zoom * 100}%` }}
            data-zoom={zoom}
          />
        </section>
        <div className="logo-viewer__tools">
          <IconButton
            className="btn logo-viewer__tool"
            label={t.zoomOut}
            disabled={zoom <= ZOOM.min}
            onClick={() => setZoom((z) => Math.max(ZOOM.min, z - ZOOM.step))}
            icon={ZoomOut}
            size={20}
          />
          <output className="logo-viewer__level" aria-live="polite">
            {Math.round(zoom * 100)} %
          </output>
          <IconButton
            className="btn logo-viewer__tool"
            label={t.zoomIn}
            disabled={zoom >= ZOOM.max}
            onClick={() => setZoom((z) => Math.min(ZOOM.max, z + ZOOM.step))}
            icon={ZoomIn}
            size={20}
          />
          <a className="btn btn--primary logo-viewer__download" href={full} download={`${name}.webp`}>
            <Download aria-hidden size={20} />
            {t.download}
          </a>
        </div>
      </div>
    </Popup>
  );
}
