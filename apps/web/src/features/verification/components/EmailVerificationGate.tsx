// Mounted once by the app shell: on every page that needs it, a connected user whose email is unverified
// gets the popup.
import { useMe } from '../../../entities/session/api/me';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { EmailVerificationPopup } from './EmailVerificationPopup.lazy';

export function EmailVerificationGate() {
  const { data: me } = useMe();
  if (!me || me.isEmailVerified) return null;
  return (
    <LazyLayer open>
      <EmailVerificationPopup email={me.email} />
    </LazyLayer>
  );
}
