// temporary: times SQL variants over the mix's keywords on one connection (backend CPU and wall).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { BENCH_DATABASE_URL } from './lib.js';
import { keywordMix } from './search-mix.js';

const kind = (process.argv[2] ?? 'shops') as 'shops' | 'products';
const texts = process.argv.slice(3);
const pool = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 1 });
const mix = await keywordMix(pool);
const keywords = mix.keywords[kind].slice(0, 400);
const client = await pool.connect();
const { rows } = await client.query('select pg_backend_pid() as pid');
const pid = rows[0].pid;
await client.query('set pg_trgm.word_similarity_threshold = 0.45');
await client.query('set enable_seqscan = off');
const cpu = () => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const escape = (k: string) => k.replace(/[\\%_]/g, (c) => `\\${c}`);
for (let round = 0; round < 2; round++)
  for (const [i, text] of texts.entries()) {
    for (const k of keywords.slice(0, 30)) await client.query({ name: `v${i}`, text, values: [k, escape(k)] });
    const c0 = cpu();
    const t0 = performance.now();
    let rowsOut = 0;
    const times: number[] = [];
    for (const k of keywords) {
      const s = performance.now();
      const r = await client.query({ name: `v${i}`, text, values: [k, escape(k)] });
      times.push(performance.now() - s);
      rowsOut += r.rows.length;
    }
    const wall = performance.now() - t0;
    times.sort((a, b) => a - b);
    console.log(
      `v${i}: ${keywords.length} keywords, wall ${(wall / keywords.length).toFixed(2)} ms/q, backend CPU ${((cpu() - c0) / keywords.length).toFixed(2)} ms/q, p50 ${times[200]?.toFixed(2)} p99 ${times[396]?.toFixed(2)} max ${times[399]?.toFixed(2)}, rows ${rowsOut}`,
    );
  }
client.release();
await pool.end();
