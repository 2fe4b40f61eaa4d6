// A graceful stop (SIGTERM from systemd, a container platform or `npm run cluster`'s rolling restart):
//   1. the listening socket closes: the proxy's next connection is refused and goes to another process
//      (nginx retries a refused connection for every method, nothing having been sent);
//   2. the live hub closes its connections with a SignalR Close { allowReconnect: true } (plugins/
//      realtime.ts, preClose): the clients negotiate again, through the proxy, with another process;
//   3. the requests in flight finish (Node's server.close waits for them), the timers stop and the
//      database closes (the modules' preClose/onClose hooks).
// main.ts exits once this settles, or after SHUTDOWN_GRACE_MS when a request never ends.
import type { FastifyInstance } from 'fastify';

/** Longer than any request but a long poll (which the hub ends at once); shorter than systemd's 90 s. */
export const SHUTDOWN_GRACE_MS = 30_000;

export async function stopGracefully(app: FastifyInstance): Promise<void> {
  // Fastify's close ends the listening socket only after its preClose hooks: refuse new connections first.
  if (app.server.listening) app.server.close();
  await app.close();
}
