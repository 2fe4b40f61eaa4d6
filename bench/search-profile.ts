// Where an uncached search of the query mix spends its time: the API built in-process on the bench
// database (SEARCH_CACHE_SECONDS=0), each of the first distinct keywords of the drawn mix requested one at a
// time (app.inject), every SQL statement timed on the client. Prints totals (request, SQL, the rest: Node)
// and the slowest keywords with their statements' times, the ones to EXPLAIN.
//   npm run search-profile -w @sugu/bench -- [--keywords=400] [--kind=shops,products] [--rounds=2]
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { buildUncachedApi } from './in-process-api.js';
import { BENCH_DATABASE_URL } from './lib.js';
import { keywordMix, mixPaths } from './search-mix.js';

const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const KEYWORDS = Number(option('keywords', '400'));
const KINDS = option('kind', 'shops,products').split(',') as ('shops' | 'products')[];
/** Each path is requested this many times; the best is kept (a shared machine). */
const ROUNDS = Number(option('rounds', '2'));

let timings: { text: string; ms: number }[] | null = null;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const list = timings;
  if (list) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
    const start = performance.now();
    const done = () => list.push({ text, ms: performance.now() - start });
    // Pool#query passes a callback; a direct call gets a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...results);
      };
    } else {
      const result = originalQuery.apply(this, args);
      if (result instanceof Promise) return result.finally(done);
      return result;
    }
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

/** CPU seconds (user + system) of the PostgreSQL backends connected to the bench database. */
async function postgresCpu(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

interface Sample {
  path: string;
  totalMs: number;
  sqlMs: number;
  statements: { text: string; ms: number }[];
}

async function main() {
  const db = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
  const mix = await keywordMix(db);
  const app = await buildUncachedApi('profile');
  try {
    for (const kind of KINDS) {
      const paths = [...new Set(mixPaths(mix, kind))].slice(0, KEYWORDS);
      for (const p of paths.slice(0, 20)) await app.inject({ method: 'GET', url: p }); // warm-up
      const samples: Sample[] = [];
      const pgBefore = await postgresCpu(db);
      const nodeBefore = process.cpuUsage();
      for (const p of paths) {
        let best: Sample | null = null;
        for (let round = 0; round < ROUNDS; round++) {
          timings = [];
          const start = performance.now();
          const response = await app.inject({ method: 'GET', url: p, headers: { 'accept-encoding': 'br' } });
          const totalMs = performance.now() - start;
          const statements = timings;
          timings = null;
          if (response.statusCode !== 200) throw new Error(`${p} : HTTP ${response.statusCode}`);
          const sqlMs = statements.reduce((sum, s) => sum + s.ms, 0);
          if (!best || totalMs < best.totalMs) best = { path: p, totalMs, sqlMs, statements };
        }
        if (best) samples.push(best);
      }
      const nodeCpu = process.cpuUsage(nodeBefore);
      const pgCpu = (await postgresCpu(db)) - pgBefore;
      const requests = paths.length * ROUNDS;
      console.log(
        `\n${kind}: CPU par requête : Node ${((nodeCpu.user + nodeCpu.system) / 1000 / requests).toFixed(2)} ms, PostgreSQL ${((pgCpu * 1000) / requests).toFixed(2)} ms (${requests} requêtes)`,
      );
      const sum = (f: (s: Sample) => number) => samples.reduce((acc, s) => acc + f(s), 0);
      const perStatement = new Map<string, { ms: number; n: number }>();
      for (const sample of samples)
        for (const t of sample.statements) {
          const key = t.text.replace(/\s+/g, ' ').slice(0, 90);
          const entry = perStatement.get(key) ?? { ms: 0, n: 0 };
          entry.ms += t.ms;
          entry.n += 1;
          perStatement.set(key, entry);
        }
      for (const [key, { ms, n }] of perStatement)
        console.log(`  ${(ms / n).toFixed(2).padStart(6)} ms × ${String(n).padStart(4)}  ${key}`);
      const sorted = [...samples].sort((a, b) => b.sqlMs - a.sqlMs);
      const pct = (q: number) =>
        [...samples].map((s) => s.sqlMs).sort((a, b) => a - b)[Math.floor(q * (samples.length - 1))] ?? 0;
      console.log(
        `\n${kind}: ${samples.length} chemins distincts ; moyenne requête ${(sum((s) => s.totalMs) / samples.length).toFixed(2)} ms, SQL ${(sum((s) => s.sqlMs) / samples.length).toFixed(2)} ms (p50 ${pct(0.5).toFixed(2)}, p90 ${pct(0.9).toFixed(2)}, p99 ${pct(0.99).toFixed(2)}, max ${pct(1).toFixed(2)})`,
      );
      for (const s of sorted.slice(0, 15)) {
        console.log(
          `  ${s.sqlMs.toFixed(1).padStart(7)} ms SQL / ${s.totalMs.toFixed(1).padStart(7)} ms  ${decodeURIComponent(s.path)}  [${s.statements.map((t) => t.ms.toFixed(1)).join(', ')}]`,
        );
      }
    }
  } finally {
    await app.close();
    await db.end();
  }
}

await main();
