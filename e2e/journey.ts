// The one harness fixture of the journeys: `const journey = useJourney({ seed: true })` at the top of a file
// (or of a describe) gives its tests a server and a browser, ready before the first test.
//
// Within a vitest worker (files run one after the other in it, sharing their modules: vitest.config.ts),
// the browser is shared by every file, and so is one server per kind: the demo seeded (`seed: true`) or
// none. A journey on a shared server makes its own accounts with names no other journey uses and reads
// nothing that others write. A journey that writes what others read (the public feed, the demo's
// counters and stocks), or needs its own environment (an OpenID provider, WALLET_MODE), asks for its own
// server, stopped after its tests.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { desktopContext, launchBrowser, mobileContext, type RunningServer, startServer } from './harness';
import { logIn } from './helpers/session';

export interface JourneyOptions {
  /** The demo data (its accounts: helpers/session.ts DEMO). */
  seed?: boolean;
  /** A server of its own, with this environment on top of the journeys' (SMTP_URL, OIDC_ISSUER…). */
  env?: Record<string, string>;
  /** A server of its own, for a journey that changes what other journeys read. */
  own?: boolean;
}

interface PageOptions {
  /** The app's service worker runs (blocked otherwise: harness.ts mobileContext). */
  serviceWorker?: boolean;
  /** Logged in as this account; a name alone is a demo account (its demo password). */
  as?: { email: string; password: string } | string;
  /** On the 1280x800 desktop rather than the phone. */
  desktop?: boolean;
}

export interface Journey {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's base URL. */
  readonly url: string;
  /** A new context on the reference phone (harness.ts mobileContext), on this server. */
  phone(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A new 1280x800 context on this server. */
  desktop(): Promise<BrowserContext>;
  /** A page in a new context (the phone unless `desktop`), logged in `as` an account; close its context. */
  newPage(options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
}

const sharedServers = new Map<string, Promise<RunningServer>>();
const sharedPids: number[] = [];
let sharedBrowser: Promise<Browser> | undefined;

// The worker ends without hooks: its shared servers end with it (global-setup.ts removes their DATA_DIR,
// and stops them if this did not run).
process.once('exit', () => {
  for (const pid of sharedPids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

function sharedServer(seed: boolean): Promise<RunningServer> {
  const kind = seed ? 'demo' : 'empty';
  let server = sharedServers.get(kind);
  if (!server) {
    server = startServer(seed ? { SEED_DEMO: 'true' } : {});
    // A failed start is not kept: the next file tries again.
    server.then(
      ({ pid }) => sharedPids.push(pid),
      () => sharedServers.delete(kind),
    );
    sharedServers.set(kind, server);
  }
  return server;
}

export function useJourney(options: JourneyOptions = {}): Journey {
  const own = options.own || options.env !== undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    sharedBrowser ??= launchBrowser();
    [server, browser] = await Promise.all([
      own
        ? startServer({ ...(options.seed && { SEED_DEMO: 'true' }), ...options.env })
        : sharedServer(options.seed ?? false),
      sharedBrowser,
    ]);
  });
  if (own) afterAll(() => server?.stop());
  // A failed test prints what its server logged (warnings and errors): a flaky failure can then be read.
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail' || !server) return;
    const logs = server.logs().trim();
    console.error(
      `server ${server.url} logs (last 6,000 characters):\n${logs ? logs.slice(-6000) : '(none)'}`,
    );
  });

  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useJourney: used before its beforeAll ran');
    return value;
  };
  return {
    get server() {
      return ready(server);
    },
    get browser() {
      return ready(browser);
    },
    get url() {
      return ready(server).url;
    },
    phone: (contextOptions) => mobileContext(ready(browser), ready(server).url, contextOptions),
    desktop: () => desktopContext(ready(browser), ready(server).url),
    async newPage({ as, desktop = false, serviceWorker = false }: PageOptions = {}) {
      const { url } = ready(server);
      const options = serviceWorker ? ({ serviceWorkers: 'allow' } as const) : {};
      const context = await (desktop
        ? desktopContext(ready(browser), url, options)
        : mobileContext(ready(browser), url, options));
      if (typeof as === 'string') await logIn(context, as);
      else if (as) await logIn(context, as.email, as.password);
      return { context, page: await context.newPage() };
    },
  };
}
