// A queue of the console (litiges, signalements, vérifications) before its section is filled: an empty
// state. The disputes, moderation and shop-verification work replaces each with its list and detail pages.
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../shared/ui/RegionState';
import { adminText } from '../text';

export function QueuePanel({ queue }: { queue: keyof typeof adminText.queues }) {
  const t = adminText.queues[queue];
  return (
    <section className="admin-panel" aria-label={adminText.sections[queue]}>
      <EmptyState icon={<Inbox aria-hidden />} title={t.empty} text={t.text} />
    </section>
  );
}
