// (c) Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU), on /accueil, /boutique, a product page and a
// shop page of the demo data, with Debian's chromium. Prints the four scores and what each category flags.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { conditions, saveResult, startDemoServer } from './common.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

async function demoPages(url: string): Promise<string[]> {
  const res = await fetch(`${url}/api/Product`);
  const { items } = (await res.json()) as { items: { id: string; productShop: { id: string } }[] };
  const product = items[0];
  if (!product) throw new Error('aucun produit de démonstration');
  return ['/accueil', '/boutique', `/produit/${product.id}`, `/boutique/${product.productShop.id}`];
}

/**
 * One page in a Chrome of its own, as Lighthouse CI does: four runs in one browser left state from one page
 * to the next (the service worker of the previous run, its caches, the back/forward-cache probe), and the
 * fourth page of a run sometimes got no trace of its navigation (NO_FCP, NO_NAVSTART) while it painted
 * within 0.3 s in every other run.
 */
async function audit(pageUrl: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const result = await lighthouse(pageUrl, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse: pas de résultat pour ${pageUrl}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

export async function measureLighthouse(url: string) {
  const pages = [];
  for (const path of await demoPages(url)) {
    const lhr = await audit(`${url}${path}`);
    if (lhr.runtimeError) console.error(`  ${path} : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const flagged = Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.title ?? ''}`),
      ]),
    );
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
    );
    console.log(
      `${path} : ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} · ${JSON.stringify(metrics)}`,
    );
    for (const c of CATEGORIES) if (flagged[c]?.length) console.log(`  ${c} : ${flagged[c].join(' ; ')}`);
    pages.push({ path, scores, metrics, flagged, runtimeError: lhr.runtimeError?.code ?? null });
  }
  return { conditions: conditions(), lighthouse: '12 (mobile)', pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startDemoServer();
  try {
    const result = await measureLighthouse(server.url);
    console.log(`résultat : ${await saveResult('lighthouse', result)}`);
  } finally {
    await server.stop();
  }
}
