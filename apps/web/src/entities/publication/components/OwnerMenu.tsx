import { CATALOG_MSG } from '@sugu/domain';
import { Trash } from 'lucide-react';
import { useCallback, useState } from 'react';
import { DotsMenu } from '../../../shared/ui/DotsMenu';
import { Popup } from '../../../shared/ui/Popup';
import { publicationText } from '../text';
import './owner-menu.css';

const t = publicationText;

/** The shop owner's three-dot menu: 'Supprimer' → confirmation → onDelete (alert on failure). */
export function OwnerMenu({ onDelete }: { onDelete: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

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
    <>
      <DotsMenu
        label={t.menu}
        items={[{ label: t.delete, icon: Trash, danger: true, onSelect: () => setConfirming(true) }]}
      />
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
    </>
  );
}
