import { CATALOG_MSG } from '@sugu/domain';
import { Trash } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ConfirmPopup } from '../../../shared/ui/ConfirmPopup';
import { DotsMenu } from '../../../shared/ui/DotsMenu';
import { publicationText } from '../text';

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
      <ConfirmPopup
        open={confirming}
        title={t.deleteConfirmTitle}
        text={t.deleteConfirmText}
        muted
        busy={deleting}
        labels={{ cancel: t.cancel, confirm: t.delete, busy: t.deleting }}
        onCancel={closeConfirm}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
