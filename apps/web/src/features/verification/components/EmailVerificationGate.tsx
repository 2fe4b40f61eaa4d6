// Mounted once by the app shell: on every page that needs it, a connected user whose email is unverified
// gets the popup.
import { lazy, Suspense } from 'react';
import { useMe } from '../../../entities/session/api/me';

// Its own chunk: verified users and guests never download it.
const EmailVerificationPopup = lazy(async () => ({
  default: (await import('./EmailVerificationPopup')).EmailVerificationPopup,
}));

export function EmailVerificationGate() {
  const { data: me } = useMe();
  if (!me || me.isEmailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationPopup email={me.email} />
    </Suspense>
  );
}
