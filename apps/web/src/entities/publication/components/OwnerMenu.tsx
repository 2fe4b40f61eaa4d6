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
  const closeConfirm = useCallback(() => setConfirming(false), []);

  const confirm = async () => {
    try {
      await onDelete();
      setConfirming(false);
    } catch (error) {
      console.error(error);
      window.alert(CATALOG_MSG.publicationDeleteFailed);
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
        labels={{ cancel: t.cancel, confirm: t.delete, busy: t.deleting }}
        onCancel={closeConfirm}
        onConfirm={confirm}
      />
    </>
  );
}
