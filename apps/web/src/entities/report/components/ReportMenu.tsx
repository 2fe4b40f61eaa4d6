import { Ellipsis, Flag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { reportText as t } from '../text';
import './report-menu.css';
import '../../../shared/ui/icon-button.css';

/** A card's three-dot menu for someone else's content: 'Signaler' (the caller opens the report popup). */
export function ReportMenu({ label = t.menu, onReport }: { label?: string; onReport: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: globalThis.PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="report-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <Ellipsis aria-hidden size={22} />
      </button>
      {open && (
        <div className="report-menu__list" role="menu">
          <button
            type="button"
            role="menuitem"
            className="report-menu__item"
            onClick={() => {
              setOpen(false);
              onReport();
            }}
          >
            <Flag aria-hidden size={18} />
            {t.report}
          </button>
        </div>
      )}
    </div>
  );
}
