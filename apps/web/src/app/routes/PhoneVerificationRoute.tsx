import { useMe } from '../../entities/session/api/me';
import { useSession } from '../../entities/session/api/use-session';
import { InvitePopup } from '../../entities/session/components/InvitePopup';
import { PhoneVerificationPage } from '../../features/verification/components/PhoneVerificationPage';
import { PageSpinner } from '../../shared/ui/PageSpinner';

/** /profil/telephone: the connected user verifies their phone number by SMS. */
export default function PhoneVerificationRoute() {
  const { data: me, isPending } = useMe();
  const session = useSession();
  if (isPending) return <PageSpinner />;
  if (!me) return <InvitePopup open onClose={() => window.history.back()} />;
  return <PhoneVerificationPage me={me} onChange={session.patch} />;
}
