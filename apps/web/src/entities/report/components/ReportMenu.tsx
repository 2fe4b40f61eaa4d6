import { Flag } from 'lucide-react';
import { DotsMenu } from '../../../shared/ui/DotsMenu';
import { reportText as t } from '../text';

/** A card's three-dot menu for someone else's content: 'Signaler' (the caller opens the report popup). */
export function ReportMenu({ label = t.menu, onReport }: { label?: string; onReport: () => void }) {
  return (
    <DotsMenu label={label} items={[{ label: t.report, icon: Flag, danger: true, onSelect: onReport }]} />
  );
}
