import { LoginBody, MSG } from '@sugu/domain';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { homeFor, useSession } from '../../../entities/session/api/use-session';
import { LanguageSwitch } from '../../../entities/session/components/LanguageSwitch';
import { failureMessage } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { login, useOAuthProviders } from '../api/auth';
import { authText } from '../text';
import { Brand } from './Brand';
import { GoogleIcon } from './GoogleIcon';
import { PasswordInput } from './PasswordInput';
import './auth.css';
import { Field } from '../../../shared/ui/Field';

const t = authText.login;

export function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const oauthError = t.oauthErrors[params.get('error') ?? ''];
  // Why the last visit ended, when the server ended it (a suspension, pushed on the live connection).
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const google = useOAuthProviders().data?.google === true;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = LoginBody.safeParse({ email: identifier, motDePasse: password });
    if (!parsed.success) {
      setError(MSG.requiredFields);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { user } = await login(parsed.data.email, parsed.data.motDePasse);
      session.connect(user);
      navigate(homeFor(user), { replace: true });
    } catch (err) {
      // One message for any refused credentials, so the form never tells which part was wrong;
      // a server out of reach, a throttle or a fault say so instead of blaming the password.
      setError(failureMessage(err, { 401: MSG.loginFailed, 400: MSG.loginFailed }));
      setSending(false);
    }
  }

  const shownError = error ?? oauthError ?? notice;
  return (
    <main className="auth-page">
      <Brand />
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t.welcome}</h1>
        <p className="muted auth-card__intro">{t.intro}</p>
        <form onSubmit={onSubmit} noValidate>
          <Field id="login-identifier" label={t.identifier}>
            <input
              id="login-identifier"
              className="input"
              name="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={identifier}
              aria-invalid={error === MSG.requiredFields && !identifier.trim() ? true : undefined}
              onChange={(e) => setIdentifier(e.target.value)}
            />
          </Field>
          <Field id="login-password" label={t.password}>
            <PasswordInput
              id="login-password"
              name="motDePasse"
              autoComplete="current-password"
              value={password}
              aria-invalid={error === MSG.requiredFields && !password ? true : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <FormError message={shownError} />
          <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
            {sending ? t.submitting : t.submit}
          </button>
        </form>
        {google && (
          <>
            <div className="auth-divider">
              <span>{t.or}</span>
            </div>
            {/* A full-page navigation: the server redirects to Google and back to /oauth-success. */}
            <a className="btn btn--block auth-google" href="/api/OAuth/login-google">
              <GoogleIcon />
              {t.google}
            </a>
          </>
        )}
      </section>
      <p className="auth-switch">
        {t.noAccount} <Link to="/signup">{t.signUp}</Link>
      </p>
      <LanguageSwitch />
    </main>
  );
}
