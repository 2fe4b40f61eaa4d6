// (c) Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU), on /accueil, /boutique, a product page and a
// shop page of the demo data, with Debian's chromium. Each page is run `--runs` times (5): the median run's
// four scores, every run's performance score, and what the median run's categories flag.
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

/** Runs per page (`--runs=N`): Lighthouse's own advice for a score that varies run to run is the median of 5. */
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
/** A run whose trace failed (NO_NAVSTART, NO_FCP: "Please run Lighthouse again") is run again, this often. */
const RETRIES = 2;

type Lhr = Awaited<ReturnType<typeof audit>>;

const scoresOf = (lhr: Lhr) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));

/** One run with a trace, or the last failed one after RETRIES more tries. */
async function auditRun(pageUrl: string, path: string): Promise<Lhr> {
  for (let attempt = 0; ; attempt++) {
    const lhr = await audit(pageUrl);
    if (!lhr.runtimeError || attempt === RETRIES) return lhr;
    console.error(`  ${path} : ${lhr.runtimeError.code}, essai suivant`);
  }
}

export async function measureLighthouse(url: string) {
  const pages = [];
  for (const path of await demoPages(url)) {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await auditRun(`${url}${path}`, path));
    // The median run by performance, as Lighthouse CI picks its representative run.
    const sorted = [...runs].sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
    if (!lhr) throw new Error('--runs doit valoir au moins 1');
    if (lhr.runtimeError) console.error(`  ${path} : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = scoresOf(lhr);
    const performanceRuns = runs.map((run) => scoresOf(run).performance);
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
      `${path} : ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (médiane de ${runs.length} ; ` +
        `performance ${performanceRuns.join(' / ')}) · ${JSON.stringify(metrics)}`,
    );
    for (const c of CATEGORIES) if (flagged[c]?.length) console.log(`  ${c} : ${flagged[c].join(' ; ')}`);
    pages.push({
      path,
      scores,
      performanceRuns,
      metrics,
      flagged,
      runtimeError: lhr.runtimeError?.code ?? null,
    });
  }
  return { conditions: conditions(), lighthouse: `12 (mobile), médiane de ${RUNS} exécutions`, pages };
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
