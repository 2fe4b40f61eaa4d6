// (a) Page weight of /accueil for a guest on the reference phone: first visit (service worker install
// included), script bytes before the first card, then a repeat visit. Totals are counted on the wire by a
// relay in front of the server; the page's own requests are itemised with CDP (encodedDataLength).
import type { CDPSession } from 'playwright-core';
import {
  type Browser,
  type BrowserContext,
  CARD,
  conditions,
  countBytes,
  firstCardAt,
  kb,
  launchBrowser,
  mobileContext,
  type Page,
  saveResult,
  serviceWorkerControls,
  startDemoServer,
  watchFirstCard,
} from './common.js';

interface Itemised {
  byType: Record<string, number>;
  requests: number;
}

/** Sums encodedDataLength per resource type for the page's requests (CDP Network domain). */
async function itemise(page: Page): Promise<{ cdp: CDPSession; read(): Itemised }> {
  const cdp = await page.context().newCDPSession(page);
  const types = new Map<string, string>();
  const byType: Record<string, number> = {};
  let requests = 0;
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
    requests++;
  });
  await cdp.send('Network.enable');
  return { cdp, read: () => ({ byType, requests }) };
}

/** Script bytes (Resource Timing transferSize) whose download ended before the first card showed. */
function scriptBytesBefore(page: Page, at: number): Promise<number> {
  return page.evaluate((limit) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries
      .filter((e) => e.name.endsWith('.js') && e.responseEnd <= limit)
      .reduce((sum, e) => sum + e.transferSize, 0);
  }, at);
}

async function visit(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const { cdp, read } = await itemise(page);
  await page.goto(url);
  const cardAt = await firstCardAt(page);
  const cards = await page.locator(CARD).count();
  await page.waitForLoadState('networkidle');
  await serviceWorkerControls(page);
  // The install's precache downloads run in the worker: let them finish.
  await page.waitForFunction(async () => (await caches.keys()).some((name) => name.includes('precache')));
  await page.waitForTimeout(1500);
  const scripts = await scriptBytesBefore(page, cardAt);
  const itemised = read();
  await cdp.detach();
  return { page, cardAt, cards, scripts, itemised };
}

export async function measureWeight(browser: Browser, serverUrl: string) {
  const relay = await countBytes(serverUrl);
  try {
    const context = await mobileContext(browser, relay.url);
    await watchFirstCard(context);

    relay.reset();
    const first = await visit(context, '/accueil');
    const firstTotal = relay.received();
    await first.page.close();

    // A later visit: past the few seconds a guest feed may be reused, so it revalidates (ETag).
    await new Promise((r) => setTimeout(r, 6000));
    relay.reset();
    const repeat = await visit(context, '/accueil');
    const repeatTotal = relay.received();
    await context.close();

    const result = {
      conditions: conditions(),
      first: {
        total: firstTotal,
        scriptsBeforeFirstCard: first.scripts,
        cards: first.cards,
        pageByType: first.itemised.byType,
        pageRequests: first.itemised.requests,
      },
      repeat: {
        total: repeatTotal,
        pageByType: repeat.itemised.byType,
        pageRequests: repeat.itemised.requests,
      },
    };
    console.log(
      `Première visite de /accueil (${first.cards} cartes) : ${kb(firstTotal)} au total (service worker compris)`,
    );
    console.log(`  script avant la première carte : ${kb(first.scripts)}`);
    console.log(`  page par type (CDP) : ${JSON.stringify(mapKb(first.itemised.byType))}`);
    console.log(
      `Visite suivante : ${kb(repeatTotal)} au total ; page par type : ${JSON.stringify(mapKb(repeat.itemised.byType))}`,
    );
    return result;
  } finally {
    await relay.close();
  }
}

const mapKb = (o: Record<string, number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, kb(v)]));

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    const result = await measureWeight(browser, server.url);
    console.log(`résultat : ${await saveResult('weight', result)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
