// The countdowns of a code sent by e-mail or SMS: until it expires and until another may be sent, from what
// the server says of it, ticking every second while `ticking`.
import { useCallback, useEffect, useState } from 'react';
import type { SendCodeResult } from '../api/verification';

const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

export function useCodeTimer(ticking: boolean) {
  const [alreadySent, setAlreadySent] = useState(false);
  const [expiresAt, setExpiresAt] = useState(0);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);

  /** Starts both countdowns from the server's answer (a code just sent, or the one still pending). */
  const start = useCallback((result: SendCodeResult) => {
    const at = Date.now();
    setNow(at);
    setAlreadySent(!result.sent);
    setExpiresAt(at + result.expiresInSeconds * 1000);
    setResendAt(at + result.resendAfterSeconds * 1000);
  }, []);

  /** The server said the code expired: it is, now. */
  const expireNow = useCallback(() => {
    const at = Date.now();
    setExpiresAt(at);
    setNow(at);
  }, []);

  return {
    /** The code shown was sent earlier (a visit reuses it). */
    alreadySent,
    start,
    expireNow,
    /** Another code may be asked for at once. */
    resendNow: useCallback(() => setResendAt(0), []),
    pastExpiry: now >= expiresAt,
    expiresIn: secondsUntil(expiresAt, now),
    waitToResend: secondsUntil(resendAt, now),
  };
}
