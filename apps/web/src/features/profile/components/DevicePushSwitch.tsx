// /profil > Notifications: web push on this device, on or off at once (not part of the preferences' save:
// the permission and the subscription belong to the browser). The permission is asked only from this tap.
import { useEffect, useState } from 'react';
import {
  disablePush,
  enablePush,
  isDeviceSubscribed,
  type PushState,
  pushState,
} from '../../../shared/lib/web-push';
import { profileText } from '../text';

const t = profileText;

export function DevicePushSwitch() {
  const [state, setState] = useState<PushState>(pushState);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(true);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    isDeviceSubscribed()
      .then((subscribed) => live && setOn(subscribed))
      .catch(() => {})
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (wanted: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (wanted) {
        const next = await enablePush();
        setState(next);
        setOn(next === 'granted');
      } else {
        await disablePush();
        setOn(false);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const hint =
    state === 'unsupported'
      ? t.devicePushUnsupported
      : state === 'denied'
        ? t.devicePushDenied
        : failed
          ? t.devicePushFailed
          : t.devicePushHint;
  const disabled = busy || state === 'unsupported' || state === 'denied';
  return (
    <label className="settings__toggle">
      <span className="settings__toggle-text">
        <span className="settings__toggle-label">{t.devicePush}</span>
        <span className="muted" role={failed ? 'alert' : undefined}>
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        className="settings__switch"
        checked={on}
        disabled={disabled}
        onChange={(e) => void toggle(e.target.checked)}
        data-testid="device-push"
      />
    </label>
  );
}
