// Shared by the web measurements: the built app on a fresh DATA_DIR with the demo data, Debian's chromium,
// the reference phone, and the moment the first publication card is visible.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, mobileContext, type RunningServer, startServer } from '../../e2e/harness.js';

const RESULTS = path.resolve(import.meta.dirname, '../results');
export const CARD = 'article.pub-card';

export async function startDemoServer(): Promise<RunningServer> {
  const started = performance.now();
  const server = await startServer({ SEED_DEMO: 'true', LOG_LEVEL: 'warn' });
  console.log(`serveur prêt (démo chargée) en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return server;
}

export { type Browser, type BrowserContext, launchBrowser, mobileContext, type Page };

/** Page time of the first visible card, per page, as the pages report it (watchFirstCard). */
const firstCards = new WeakMap<Page, number>();
const FIRST_CARD_MESSAGE = 'sugu:first-card ';

/**
 * Records, in page time (ms since navigation start), when the first publication card is attached and
 * inside the viewport (the app's, or the copy of the last visit's that index.html paints). Read it with firstCardAt(page). The page reports it on its console: polling it with
 * page.waitForFunction would inject Playwright's selector engine into the page while it loads, a script
 * that took 160 ms to compile and run at CPU ×4, in the middle of the load being measured.
 */
export async function watchFirstCard(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    const page = message.page();
    if (page && text.startsWith(FIRST_CARD_MESSAGE)) {
      firstCards.set(page, Number(text.slice(FIRST_CARD_MESSAGE.length)));
    }
  });
  // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
  await context.addInitScript(`(() => {
    const check = () => {
      if (window.__firstCard !== undefined) return;
      // On a repeat visit, index.html paints the last visit's first cards (#first-screen, in a closed shadow
      // root: data-cards says how many) before the app's own.
      const copy = document.getElementById('first-screen');
      const card = document.querySelector(${JSON.stringify(CARD)}) ?? (Number(copy?.dataset.cards) > 0 ? copy : null);
      if (!card) return;
      const box = card.getBoundingClientRect();
      if (box.height > 0 && box.top < innerHeight) {
        window.__firstCard = performance.now();
        console.debug(${JSON.stringify(FIRST_CARD_MESSAGE)} + window.__firstCard);
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    // A card inserted off screen (page transition) or before layout shows later without any mutation.
    const frame = () => {
      check();
      if (window.__firstCard === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`);
}

export async function firstCardAt(page: Page, timeoutMs = 120_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (!firstCards.has(page)) {
    if (Date.now() > deadline) {
      await mkdir(RESULTS, { recursive: true });
      await page.screenshot({ path: path.join(RESULTS, 'web-no-card.png') });
      console.error(`pas de carte visible ; cartes dans la page : ${await page.locator(CARD).count()}`);
      throw new Error(`no visible card after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return firstCards.get(page)!;
}

/** Waits until the service worker is active and controls the page. */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

export function conditions(): string {
  const [l1, l5, l15] = os.loadavg().map((n) => n.toFixed(1));
  return `${os.cpus().length} cœurs · Node ${process.version} · charge ${l1} / ${l5} / ${l15}`;
}

export async function saveResult(name: string, data: unknown): Promise<string> {
  await mkdir(RESULTS, { recursive: true });
  const file = path.join(
    RESULTS,
    `web-${name}-${new Date().toISOString().slice(0, 16).replace(':', '')}.json`,
  );
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A loopback TCP relay in front of the server that counts the bytes sent to the browser: everything on
 * the wire (headers, the service worker's own downloads, revalidations), whichever target asked.
 */
export interface ByteCounter {
  url: string;
  /** Bytes server → browser since the last reset. */
  received(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function countBytes(target: string): Promise<ByteCounter> {
  const { createServer, connect } = await import('node:net');
  const { hostname, port } = new URL(target);
  let received = 0;
  const sockets = new Set<import('node:net').Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address() as import('node:net').AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    received: () => received,
    reset: () => {
      received = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}
