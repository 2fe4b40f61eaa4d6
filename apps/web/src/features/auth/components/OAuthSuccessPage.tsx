// /oauth-success: the server opened the session and sent userId and role in the query. Keep both on
// the device, load the connected user, then go home (a Vendeur without a shop goes to set it up first).
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { homeFor, useSession } from '../../../entities/session/api/use-session';
import { oauthText } from '../text';
import { Brand } from './Brand';
import './auth.css';
import './oauth-success.css';

export function OAuthSuccessPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  // StrictMode runs effects twice in development: the sign-in must be finished once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const userId = params.get('userId');
    const role = params.get('role');
    if (!userId || !role) {
      navigate('/login?error=missing_user_info', { replace: true });
      return;
    }
    localStorage.setItem('userId', userId);
    localStorage.setItem('role', role);
    void (async () => {
      let target = '/accueil';
      try {
        // The cached user is the guest's null from before the redirect: ask again.
        const me = await session.reload();
        if (me) {
          session.connect(me);
          target = homeFor(me);
        }
      } catch {
        // Offline or server error: home still works, and the user is fetched again there.
      }
      navigate(target, { replace: true });
    })();
  }, [navigate, params, session]);

  return (
    <main className="oauth-success">
      <Brand />
      <div className="oauth-success__status" role="status" aria-live="polite">
        <span className="spinner" aria-hidden />
        <p className="oauth-success__title">{oauthText.connecting}</p>
        <p className="muted">{oauthText.hint}</p>
      </div>
    </main>
  );
}
