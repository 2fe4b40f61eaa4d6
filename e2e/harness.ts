// Starts the built app (apps/api/dist) on a free port with a fresh embedded database, and Debian's chromium.
// Journeys get both through useJourney (journey.ts), which shares them within a vitest worker.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const ARTIFACTS = path.join(import.meta.dirname, 'artifacts');

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningServer {
  url: string;
  dataDir: string;
  pid: number;
  /** Stops the server and deletes its DATA_DIR, unless `keepDataDir` (to copy it: global-setup.ts). */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
  logs(): string;
}

/**
 * DATA_DIRs prepared once per run by e2e/global-setup.ts: the demo seeded, pictures included, and an empty
 * migrated database. startServer copies the one it needs instead of migrating (and seeding) again: the
 * server then finds its database ready. Unset (bench scripts, a journey run outside vitest), each server
 * makes its own.
 */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';
export const EMPTY_DATA_DIR_ENV = 'E2E_EMPTY_DATA_DIR';
/**
 * A folder where every server started during a run leaves a note (pid and DATA_DIR) until it is stopped:
 * global-setup.ts stops whatever a worker left running (the servers it shares are stopped with it).
 */
export const SERVERS_DIR_ENV = 'E2E_SERVERS_DIR';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The production build on a fresh DATA_DIR; extra env (SMTP_URL, OIDC_ISSUER…) per journey. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // E2E_API_MAIN lets parallel work build elsewhere (e.g. apps/api/.dist-x/main.js); WEB_DIST likewise.
  const main = process.env.E2E_API_MAIN
    ? path.resolve(ROOT, process.env.E2E_API_MAIN)
    : path.join(ROOT, 'apps/api/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/api/dist/main.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sugu-e2e-'));
  const template = process.env[env.SEED_DEMO === 'true' ? SEEDED_DATA_DIR_ENV : EMPTY_DATA_DIR_ENV];
  if (template) await cp(template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      DEV_MAILBOX: 'true',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const note = process.env[SERVERS_DIR_ENV] && path.join(process.env[SERVERS_DIR_ENV], `${child.pid}.json`);
  if (note) await writeFile(note, JSON.stringify({ pid: child.pid, dataDir }));
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  // A loaded machine can take a while to create the embedded database (and to seed, with SEED_DEMO).
  const deadline = Date.now() + 150_000;
  let ready = false;
  while (!ready) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 150 s:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      // With SEED_DEMO the server answers before the demo pictures are all stored: journeys look at them.
      ready = res.ok && ((await res.json()) as { demoPictures?: string }).demoPictures !== 'pending';
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    logs: () => output,
    async stop(options = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
      if (note) await rm(note, { force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = existsSync('/usr/lib/chromium/chromium')
    ? '/usr/lib/chromium/chromium'
    : '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}

/** A French browser (unless a journey gives another language: the English ones), no service worker (below). */
const FRENCH: BrowserContextOptions = { locale: 'fr-FR', serviceWorkers: 'block' };

/**
 * The reference phone: 360x740, touch, French. `options` adds to it. The app's service worker is blocked
 * unless `serviceWorkers: 'allow'`: it passes /api/ requests through itself, and page.route cannot see a
 * request it makes, so a journey holding or failing one would race the worker's install.
 */
export function mobileContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const phone = {
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  };
  return browser.newContext({ ...FRENCH, ...options, ...phone, baseURL, timezoneId: 'Africa/Bamako' });
}

/** A 1280x800 window, French; its service worker blocked unless allowed, as on the phone. */
export function desktopContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...FRENCH, ...options, baseURL, viewport: { width: 1280, height: 800 } });
}

/**
 * Waits until every finite CSS animation and transition on the page has ended (a popup sliding in, a step
 * fading), so that a screenshot shows the settled screen on a busy machine as on a quiet one. Endless ones
 * (skeleton shimmer, spinners) are left running.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      if (a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity) return true;
      // Content the browser skips (content-visibility: auto, off screen or covered) stops its animations
      // short of their end until it is drawn again: nothing on screen is moving.
      const target = (a.effect as KeyframeEffect | null)?.target;
      return target ? !target.checkVisibility({ contentVisibilityAuto: true }) : false;
    }),
  );
}

/** Saves a screenshot under e2e/artifacts for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}
