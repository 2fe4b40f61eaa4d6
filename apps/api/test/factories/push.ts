// Web push in API tests: the local push service and its devices (push-service.ts), and subscribing one.
import type { App } from '../../src/app.js';
import type { PushDevice } from './push-service.js';

export * from './push-service.js';

/** POST /api/Push/subscribe for the session of `cookie`; the raw response. */
export function subscribePush(app: App, cookie: string, subscription: PushDevice['subscription']) {
  return app.inject({
    method: 'POST',
    url: '/api/Push/subscribe',
    headers: { cookie },
    payload: subscription,
  });
}
