import { CATALOG_MSG } from '@sugu/domain';
import { Ellipsis, Trash } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Popup } from '../../../shared/ui/Popup';
import { publicationText } from '../text';
import './owner-menu.css';
import '../../../shared/ui/icon-button.css';

const t = publicationText;

/** The shop owner's three-dot menu: 'Supprimer' → confirmation → onDelete (alert on failure). */
export function OwnerMenu({ onDelete }: { onDelete: () => Promise<void> }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (e: globalThis.PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const closeConfirm = useCallback(() => {
    if (!deleting) setConfirming(false);
  }, [deleting]);

  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
      setConfirming(false);
    } catch (error) {
      console.error(error);
      window.alert(CATALOG_MSG.publicationDeleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="owner-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label={t.menu}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen((o) => !o)}
      >
        <Ellipsis aria-hidden size={22} />
      </button>
      {menuOpen && (
        <div className="owner-menu__list" role="menu">
          <button
            type="button"
            role="menuitem"
            className="owner-menu__item owner-menu__item--danger"
            onClick={() => {
              setMenuOpen(false);
              setConfirming(true);
            }}
          >
            <Trash aria-hidden size={18} />
            {t.delete}
          </button>
        </div>
      )}
      <Popup open={confirming} title={t.deleteConfirmTitle} onClose={closeConfirm}>
        <p className="muted owner-menu__confirm-text">{t.deleteConfirmText}</p>
        <div className="owner-menu__confirm-actions">
          <button type="button" className="btn" onClick={closeConfirm} disabled={deleting}>
            {t.cancel}
          </button>
          <button type="button" className="btn owner-menu__delete" onClick={confirm} disabled={deleting}>
            {deleting ? t.deleting : t.delete}
          </button>
        </div>
      </Popup>
    </div>
  );
}
