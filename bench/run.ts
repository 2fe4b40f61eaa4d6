// Load test of the hot lists on the generated data, beside a bare Fastify route, in one run.
//   npx tsx --conditions=source bench/run.ts [--duration=10] [--connections=N] [--only=id,id] [--tag=name]
//     [--scenario=search-mix]
// Connections: 100 for the bare route and the feed (the feed's target is a share of the bare route's
// requests per second at 100 connections), 10 for the searches, 20 for the query mix (search-mix.ts) and
// the feed page measured beside it; --connections=N sets every measure. --scenario=NAME runs a named set
// of scenarios (targets.ts SCENARIO_SETS).
// Starts the built API (SEED_DEMO=false, LOG_LEVEL=warn, RATE_LIMIT=false) on the bench database and the
// bare server, both on 127.0.0.1; autocannon then loads each URL for a bounded time. Writes
// bench/results/<date>.json and the results table of bench/README.md.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_DATABASE_URL, countRows, formatInt, readMarker } from './lib.js';
import { BENCH_DIR, describeMachine, machineLine, ms, writeReadmeSection } from './report.js';
import { MIX_SEED, ZIPF_S } from './search-mix.js';
import { apiMain, ROOT, type Server, startApi, startBare } from './servers.js';
import { DEEP_PAGE, prepareTargets, SCENARIO_SETS, type Scenario, type Targets } from './targets.js';

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(option('duration', '10'));
const CONNECTIONS_OPTION = option('connections', '');
/** The connections of a measure: --connections when given, else by group. */
const connectionsOf = (s: Scenario) => {
  if (CONNECTIONS_OPTION) return Number(CONNECTIONS_OPTION);
  if (s.group === 'mix') return MIX_CONNECTIONS;
  return s.group === 'base' || s.group === 'feed' ? 100 : 10;
};
/** The query mix's target is stated at 20 connections (bench/README.md, Mélange de recherches). */
const MIX_CONNECTIONS = 20;
const WARMUP = 2;
/**
 * What the client accepts: by default what Chrome on a phone sends, so the feed goes out compressed as users
 * receive it; `--accept-encoding=identity` measures the raw JSON (50 KB a page, moved on the same cores).
 */
const ACCEPT_ENCODING = option('accept-encoding', 'gzip, deflate, br');
const SCENARIO = option('scenario', '');
const ONLY = SCENARIO ? (SCENARIO_SETS[SCENARIO] ?? []) : option('only', '').split(',').filter(Boolean);
if (SCENARIO && ONLY.length === 0) throw new Error(`Scénario inconnu : ${SCENARIO}`);
/** Appended to the results file name (a variant measured apart, e.g. a patched build). */
const TAG = option('tag', '').replace(/[^\w-]/g, '') || SCENARIO;

interface Measure {
  id: string;
  label: string;
  path: string;
  connections: number;
  /** Latency of one request with no other load (median of 3, ms). */
  alone: number;
  /** False when not one request completed during the load (then the latencies are meaningless). */
  answered: boolean;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerResponse: number;
  /** A query-mix load: requests sent (warm-up included) and the distinct keywords among them. */
  keywords?: { sent: number; distinct: number };
  /**
   * Processor time per answered request during the measure (ms): the API process that served it and the
   * PostgreSQL backends of the bench database. Unlike latencies, barely moved by other work on the machine:
   * `2000 / (api + postgres)` is what two free cores would serve (autocannon's own share not counted).
   */
  cpuMsPerRequest?: { api: number; postgres: number };
}

/** User + system processor seconds of a process (/proc/<pid>/stat), 0 when it is gone. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Processor seconds the PostgreSQL backends of the bench database use from `start()` to `stop()`: sampled
 * every 200 ms by pid, so a backend that ends meanwhile (a pool closing an idle connection) keeps what it
 * used until its last sample, and one that starts counts from 0.
 */
function postgresCpu(db: pg.Pool) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    const { rows } = await db.query<{ pid: number; started: boolean }>(
      `select pid, backend_start > $1 as started from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
      [startedAt],
    );
    for (const { pid, started } of rows) {
      const seconds = cpuSeconds(pid);
      if (!first.has(pid)) first.set(pid, started ? 0 : seconds);
      if (seconds > 0) last.set(pid, seconds);
    }
  };
  const startedAt = new Date();
  let timer: NodeJS.Timeout | undefined;
  return {
    async start() {
      await sample();
      timer = setInterval(() => void sample().catch(() => undefined), 200);
    },
    async stop(): Promise<number> {
      clearInterval(timer);
      await sample();
      let total = 0;
      for (const [pid, seconds] of last) total += seconds - (first.get(pid) ?? 0);
      return total;
    },
  };
}

async function main() {
  const db = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
  const servers: Server[] = [];
  let targets: Targets | undefined;
  try {
    const marker = await readMarker(db).catch(() => null);
    if (!marker) throw new Error('Base de bench vide : lancez d’abord bench/generate.ts.');
    const machine = await describeMachine(db);
    const dataset = await countRows(db);
    console.log(machineLine(machine));

    const apiBundle = apiMain();
    const [api, bare] = await Promise.all([startApi(BENCH_DATABASE_URL, apiBundle), startBare()]);
    servers.push(api, bare);
    targets = await prepareTargets(db);
    const scenarios = targets.scenarios.filter((s) => ONLY.length === 0 || ONLY.includes(s.id));
    // The same build with the search and feed caches off, for the uncached measures of the query mix.
    const uncached = scenarios.some((s) => s.uncached)
      ? await startApi(BENCH_DATABASE_URL, apiBundle, { SEARCH_CACHE_SECONDS: '0', FEED_CACHE_SECONDS: '0' })
      : undefined;
    if (uncached) servers.push(uncached);
    const urlOf = (s: Scenario) =>
      (s.group === 'base' ? bare.url : s.uncached ? (uncached ?? api).url : api.url) + s.path;
    const cookies = targets.cookies;
    const encoding = { 'accept-encoding': ACCEPT_ENCODING };
    const headersOf = (s: Scenario): Record<string, string> =>
      s.connected ? { ...encoding, cookie: cookies[0] ?? '' } : encoding;
    // A connected load: each connection sends the viewers' cookies in turn (prebuilt requests, no per-request
    // cost in the client).
    // A query-mix load: every request, from any connection, takes the next drawn path.
    const sent = new Map<string, number[]>();
    const requestsOf = (s: Scenario) => {
      if (s.mix) {
        const paths = targets?.mix.paths[s.mix] ?? [];
        const indexes: number[] = [];
        sent.set(s.id, indexes);
        return [
          {
            method: 'GET' as const,
            headers: encoding,
            setupRequest: (request: { path?: string }) => {
              const index = indexes.length % paths.length;
              indexes.push(index);
              return { ...request, path: paths[index] };
            },
          },
        ];
      }
      return s.connected
        ? cookies.map((cookie) => ({ method: 'GET' as const, headers: { ...encoding, cookie } }))
        : undefined;
    };

    const alone = new Map<string, number>();
    for (const s of scenarios) alone.set(s.id, await check(s, urlOf(s), headersOf(s), targets));

    const measures: Measure[] = [];
    for (const s of scenarios) {
      const url = urlOf(s);
      const headers = headersOf(s);
      const requests = requestsOf(s);
      const connections = connectionsOf(s);
      // Requests still running from the previous load (a slow query) would be measured here: wait them out.
      await settle(api.url);
      await autocannon({ url, headers, requests, connections, duration: WARMUP });
      const server = s.group === 'base' ? bare : s.uncached ? (uncached ?? api) : api;
      const cpuBefore = cpuSeconds(server.pid);
      const postgres = postgresCpu(db);
      await postgres.start();
      const r = await autocannon({ url, headers, requests, connections, duration: DURATION, timeout: 30 });
      const postgresSeconds = await postgres.stop();
      const perRequest = (seconds: number) =>
        r.requests.total > 0 ? Math.round((seconds * 1000 * 100) / r.requests.total) / 100 : 0;
      const cpuMsPerRequest = {
        api: perRequest(cpuSeconds(server.pid) - cpuBefore),
        postgres: perRequest(postgresSeconds),
      };
      const answered = r.requests.total > 0;
      const measure: Measure = {
        id: s.id,
        label: s.label,
        path: s.path,
        connections,
        alone: Math.round((alone.get(s.id) ?? 0) * 10) / 10,
        answered,
        p50: r.latency.p50,
        p97_5: r.latency.p97_5,
        p99: r.latency.p99,
        max: r.latency.max,
        requestsPerSecond: Math.round(r.requests.average * 10) / 10,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        bytesPerResponse: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
        keywords: s.mix ? distinctKeywords(sent.get(s.id) ?? [], targets.mix.paths[s.mix]) : undefined,
        cpuMsPerRequest,
      };
      measures.push(measure);
      const failures = measure.non2xx + measure.errors + measure.timeouts;
      console.log(
        `${s.label.padEnd(58)} seule ${ms(measure.alone).padStart(5)} ms  ` +
          (answered
            ? `p50 ${ms(measure.p50).padStart(5)} ms  p99 ${ms(measure.p99).padStart(5)} ms  ${String(measure.requestsPerSecond).padStart(7)} req/s  CPU/req API ${cpuMsPerRequest.api} ms + PG ${cpuMsPerRequest.postgres} ms`
            : `aucune réponse en ${DURATION} s`) +
          (failures > 0 ? `  ÉCHECS ${failures}` : ''),
      );
    }

    const finished = { ...machine, loadAverageAtEnd: (await describeMachine(db)).loadAverage };
    const result = {
      machine: finished,
      dataset,
      settings: { durationSeconds: DURATION, warmupSeconds: WARMUP, acceptEncoding: ACCEPT_ENCODING },
      mix: {
        keywords: {
          shops: targets.mix.keywords.shops.length,
          products: targets.mix.keywords.products.length,
        },
        dataTerms: targets.mix.dataTerms,
        zipfS: ZIPF_S,
        seed: MIX_SEED,
        firstKeywords: {
          shops: targets.mix.keywords.shops.slice(0, 20),
          products: targets.mix.keywords.products.slice(0, 20),
        },
      },
      api: path.relative(ROOT, apiBundle),
      measures,
    };
    const name = [machine.date.slice(0, 10), TAG].filter(Boolean).join('-');
    const file = path.join(BENCH_DIR, 'results', `${name}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    // Arrays of numbers on one line, as Biome formats them (the load averages): `biome check` stays clean.
    const json = JSON.stringify(result, null, 2).replace(
      /\[\s+(-?[\d.]+(?:,\s+-?[\d.]+)*)\s+\]/g,
      (_, numbers: string) => `[${numbers.split(/,\s+/).join(', ')}]`,
    );
    await writeFile(file, `${json}\n`);
    if (ONLY.length === 0 && !TAG)
      await writeReadmeSection('results', resultsMarkdown(result, path.basename(file)));
    if (SCENARIO === 'search-mix' && !option('tag', ''))
      await writeReadmeSection('search-mix', mixMarkdown(result, path.basename(file)));
    console.log(`Résultats : ${path.relative(process.cwd(), file)}`);
    // Slowness is a finding (the table and explain.ts show it); wrong answers make the run fail.
    if (measures.some((m) => m.non2xx + m.errors > 0)) process.exitCode = 1;
  } finally {
    await targets?.cleanup().catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop()));
    await db.end();
  }
}

/** Requests sent by a mix load (warm-up included) and how many distinct keywords they carried. */
function distinctKeywords(indexes: number[], paths: string[]) {
  const keywords = new Set(
    indexes.map((i) => {
      const query = new URLSearchParams(paths[i]?.split('?')[1]);
      return query.get('keyword') ?? query.get('cursor');
    }),
  );
  return { sent: indexes.length, distinct: keywords.size };
}

/** Waits until the API answers /healthz within 100 ms (its pool is free again), at most 2 minutes. */
async function settle(apiUrl: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${apiUrl}/healthz`).catch(() => undefined);
    if (performance.now() - started < 100) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Before the load: the right status and content, so the numbers measure real answers; then the median
 * time of 3 requests sent one at a time.
 */
async function check(s: Scenario, url: string, headers: Record<string, string>, targets: Targets) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) break;
    times.push(performance.now() - started);
  }
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { items?: { id: string; isFollowed?: boolean }[]; total?: number };
  if (!response.ok) throw new Error(`${s.label} : HTTP ${response.status} ${JSON.stringify(body)}`);
  const items = body.items ?? [];
  // A mix draws keywords that find nothing too (a typo too far, a word absent from shop names).
  if (s.group !== 'base' && !s.mix && items.length === 0) throw new Error(`${s.label} : aucun résultat`);
  if (s.id.startsWith('feed-page-1000') && items[0]?.id !== targets.page1000FirstId) {
    throw new Error(`${s.label} : la page ${DEEP_PAGE} ne commence pas à la 49 951e publication`);
  }
  const total = body.total === undefined ? '' : ` sur ${formatInt(body.total)}`;
  const alone = times.sort((a, b) => a - b)[1] ?? 0;
  console.log(`  vérifié : ${s.label} → ${items.length} éléments${total}, ${ms(alone)} ms seule`);
  return alone;
}

function resultsMarkdown(result: Result, file: string): string {
  const { machine, dataset, settings, measures } = result;
  const rows = measures.map((m) => {
    const path = m.path.length > 60 ? `${m.path.slice(0, 57)}…` : m.path;
    const load = m.answered
      ? `${ms(m.p50)} | ${ms(m.p99)} | ${formatInt(Math.round(m.requestsPerSecond))}`
      : `— | — | 0 (aucune réponse en ${settings.durationSeconds} s)`;
    return `| ${m.label} | \`${path}\` | ${m.connections} | ${ms(m.alone)} | ${load} | ${m.non2xx + m.errors + m.timeouts} |`;
  });
  return [
    `Dernière mesure : ${machineLine(machine)} (charge à la fin : ${machine.loadAverageAtEnd.join(' / ')}).`,
    `Données : ${Object.entries(dataset)
      .map(([table, n]) => `${table} ${formatInt(n)}`)
      .join(', ')}.`,
    `autocannon : ${settings.durationSeconds} s par mesure (après 2 s de chauffe), 127.0.0.1, connexions simultanées en colonne « conn. », \`Accept-Encoding: ${settings.acceptEncoding ?? '(aucun)'}\`. Détail : \`results/${file}\`.`,
    '',
    '| Mesure | Requête | conn. | seule (ms) | p50 (ms) | p99 (ms) | req/s | erreurs |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

type Result = {
  machine: Awaited<ReturnType<typeof describeMachine>> & { loadAverageAtEnd: number[] };
  dataset: Record<string, number>;
  settings: { durationSeconds: number; acceptEncoding?: string };
  mix: { keywords: Record<'shops' | 'products', number>; dataTerms: number; zipfS: number; seed: number };
  measures: Measure[];
};

/** The query mix's table (bench/README.md, section search-mix): each load beside the feed's page 1. */
function mixMarkdown(result: Result, file: string): string {
  const { machine, dataset, settings, mix, measures } = result;
  const rate = (id: string) => measures.find((m) => m.id === id)?.requestsPerSecond ?? 0;
  const percent = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 100)} %` : '');
  const feed = rate('mix-feed-page-1');
  const uncachedFeed = rate('mix-feed-page-1-uncached');
  const rows = measures.map((m) => {
    const share = m.id !== 'mix-feed-page-1' ? percent(m.requestsPerSecond, feed) : '';
    const uncachedShare = m.id.startsWith('mix-feed') ? '' : percent(m.requestsPerSecond, uncachedFeed);
    const cpu = m.cpuMsPerRequest;
    const cpuCells = cpu
      ? `${ms(cpu.api)} + ${ms(cpu.postgres)} | ${formatInt(Math.round(2000 / Math.max(cpu.api + cpu.postgres, 0.01)))}`
      : ' | ';
    const keywords = m.keywords ? `${formatInt(m.keywords.distinct)} / ${formatInt(m.keywords.sent)}` : '';
    return `| ${m.label} | ${m.connections} | ${ms(m.p50)} | ${ms(m.p99)} | ${formatInt(Math.round(m.requestsPerSecond))} | ${share} | ${uncachedShare} | ${cpuCells} | ${keywords} | ${m.non2xx + m.errors + m.timeouts} |`;
  });
  return [
    `Dernière mesure : ${machineLine(machine)} (charge à la fin : ${machine.loadAverageAtEnd.join(' / ')}).`,
    `Données : shops ${formatInt(dataset.shops ?? 0)}, products ${formatInt(dataset.products ?? 0)}, publications ${formatInt(dataset.publications ?? 0)}.`,
    `Mélange : ${formatInt(mix.keywords.shops)} mots-clés distincts pour les boutiques, ${formatInt(mix.keywords.products)} pour les produits (${formatInt(mix.dataTerms)} termes des données, le reste sans accents ou avec une faute), tirés selon une loi de Zipf (s = ${mix.zipfS}, graine ${mix.seed}) ; autocannon ${settings.durationSeconds} s par mesure après 2 s de chauffe, \`Accept-Encoding: ${settings.acceptEncoding ?? '(aucun)'}\`. Détail : \`results/${file}\`.`,
    '',
    '| Mesure | conn. | p50 (ms) | p99 (ms) | req/s | part du fil page 1 | part du fil page 1 sans cache | CPU par requête, API + PostgreSQL (ms) | req/s sur 2 cœurs libres (calculé) | mots-clés (curseurs) distincts / envoyés | erreurs |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

await main();
