import { Ellipsis, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import './dots-menu.css';
import './icon-button.css';
import { IconButton } from './IconButton';

export interface DotsMenuItem {
  label: string;
  icon: LucideIcon;
  /** Shown in the danger colour (delete, report). */
  danger?: boolean;
  onSelect: () => void;
}

/**
 * A card's three-dot menu: the '…' button and its list, closed by a tap elsewhere or Escape. A publication
 * card's owner gets 'Supprimer', everyone else 'Signaler'.
 */
export function DotsMenu({ label, items }: { label: string; items: DotsMenuItem[] }) {
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
    <div className="dots-menu" ref={root}>
      <IconButton
        label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        icon={Ellipsis}
        size={22}
      />
      {open && (
        <div className="dots-menu__list" role="menu">
          {items.map(({ label: itemLabel, icon: Icon, danger, onSelect }) => (
            <button
              key={itemLabel}
              type="button"
              role="menuitem"
              className={`dots-menu__item${danger ? ' dots-menu__item--danger' : ''}`}
              onClick={() => {
                setOpen(false);
                onSelect();
              }}
            >
              <Icon aria-hidden size={18} />
              {itemLabel}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
