import { OAuthSuccessPage } from '../../features/auth/components/OAuthSuccessPage';

/** /oauth-success: the return from Google sign-in. */
export default function OAuthSuccessRoute() {
  return <OAuthSuccessPage />;
}
