// /oauth-success (spec 1 §2): the server opened the session and sent userId and role in the query. Keep both on
// the device, load the connected user, then go home (a Vendeur without a shop goes to set it up first).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { meQueryOptions } from '../../../entities/session/api/me';
import { homeFor, setConnectedUser } from '../../../entities/session/api/session';
import { oauthText } from '../text';
import { Brand } from './Brand';
import './auth.css';
import './oauth-success.css';

export function OAuthSuccessPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
        // The cached ['me'] is the guest's null from before the redirect: ask again.
        const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
        if (me) {
          setConnectedUser(queryClient, me);
          target = homeFor(me);
        }
      } catch {
        // Offline or server error: home still works, and ['me'] is fetched again there.
      }
      navigate(target, { replace: true });
    })();
  }, [navigate, params, queryClient]);

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
