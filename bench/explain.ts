// EXPLAIN (ANALYZE, BUFFERS) of the exact SQL the API runs for each benchmarked request.
//   npx tsx --conditions=source bench/explain.ts [--only=id,id]
// Builds the API in-process on the bench database, records every statement node-postgres sends while
// answering one request (app.inject), then replays them in order inside a transaction that is rolled
// back, EXPLAINing each SELECT. Writes bench/plans/<scenario>.txt and flags what must not happen on these
// tables: a sequential scan of a big table, an OFFSET, a statement per row (N+1).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { buildUncachedApi } from './in-process-api.js';
import { BENCH_DATABASE_URL, formatInt, readMarker, TABLES } from './lib.js';
import { BENCH_DIR, describeMachine, machineLine, ms, writeReadmeSection } from './report.js';
import { prepareTargets, type Scenario } from './targets.js';

/** The generator's tables: a sequential scan of one of them is flagged. */
const BIG_TABLES: readonly string[] = TABLES;
/** A page of at most 50 items has no reason to read more rows than this from one table. */
const MAX_ROWS_READ = 10_000;
/** A scan node of EXPLAIN ANALYZE: the table, then the actual rows and loops. */
const SCAN = /Scan (?:using \S+ )?on (\w+)[^\n]*?\(actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)\)/g;
/** More statements than this for one list request means a query per row. */
const MAX_STATEMENTS = 6;
/** Scenario ids to explain (all when empty), as in run.ts. */
const ONLY = (process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1] ?? '')
  .split(',')
  .filter(Boolean);

interface Statement {
  text: string;
  values: unknown[];
}

// Every query of every pg client passes through Client#query (Pool#query included): record them while
// `recording` is set. The EXPLAIN client is excluded by identity.
let recording: Statement[] | null = null;
let explainer: pg.Client | null = null;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording && this !== explainer) {
    const [first, second] = args;
    if (typeof first === 'string')
      recording.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      recording.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
  }
  return originalQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

interface PlanSummary {
  id: string;
  label: string;
  statements: number;
  executionMs: number;
  problems: string[];
}

async function main() {
  const db = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
  if (!(await readMarker(db))) throw new Error('Base de bench vide : lancez d’abord bench/generate.ts.');
  const machine = await describeMachine(db);
  // The second request of each scenario is the one explained: a cached search would send no SQL.
  const app = await buildUncachedApi('explain');
  explainer = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await explainer.connect();
  const targets = await prepareTargets(db);
  const summaries: PlanSummary[] = [];
  try {
    await mkdir(path.join(BENCH_DIR, 'plans'), { recursive: true });
    const chosen = (s: Scenario) => s.group !== 'base' && (ONLY.length === 0 || ONLY.includes(s.id));
    // One viewer per connected scenario: each is new to the API when its request is explained.
    let viewers = 0;
    for (const scenario of targets.scenarios.filter(chosen)) {
      const headers = scenario.connected ? { cookie: targets.cookies[viewers++] ?? '' } : {};
      // Warms the caches. A connected scenario is warmed as a guest: a viewer the API already knows costs no
      // SQL, so the request explained is the one that reads the viewer (feed_viewer).
      await app.inject({ method: 'GET', url: scenario.path });
      recording = [];
      const response = await app.inject({ method: 'GET', url: scenario.path, headers });
      const statements = recording;
      recording = null;
      if (response.statusCode !== 200) throw new Error(`${scenario.label} : HTTP ${response.statusCode}`);
      const summary = await explainScenario(explainer, scenario, statements, machineLine(machine));
      summaries.push(summary);
      const flags = summary.problems.length > 0 ? `  PROBLÈMES : ${summary.problems.join(' ; ')}` : '';
      console.log(
        `${scenario.label.padEnd(58)} ${summary.statements} requêtes SQL, ${ms(summary.executionMs)} ms${flags}`,
      );
    }
    // A partial run (--only) rewrites its plan files but leaves the README's table whole.
    if (ONLY.length === 0) await writeReadmeSection('plans', plansMarkdown(summaries, machineLine(machine)));
    if (summaries.some((s) => s.problems.length > 0)) process.exitCode = 1;
  } finally {
    await targets.cleanup();
    await explainer.end();
    await app.close();
    await db.end();
  }
}

async function explainScenario(
  client: pg.Client,
  scenario: Scenario,
  statements: Statement[],
  machine: string,
): Promise<PlanSummary> {
  const problems: string[] = [];
  const sections: string[] = [];
  let executionMs = 0;
  await client.query('begin');
  try {
    for (const [index, statement] of statements.entries()) {
      const text = statement.text.trim();
      if (/^(begin|commit|rollback)\b/i.test(text)) continue;
      let plan = '(pas un SELECT : exécuté, non expliqué)';
      if (/^(select|with)\b/i.test(text)) {
        const { rows } = await client.query(`explain (analyze, buffers) ${text}`, statement.values);
        plan = rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        const nested = await nestedPlans(client, text, statement.values);
        if (nested) plan += `\n\n-- dans la fonction (auto_explain) :\n${nested}`;
      } else {
        await client.query(text, statement.values);
      }
      const time = /Execution Time: ([\d.]+) ms/.exec(plan);
      executionMs += time ? Number(time[1]) : 0;
      for (const table of BIG_TABLES) {
        if (new RegExp(`Seq Scan on ${table}\\b`).test(plan)) problems.push(`Seq Scan sur ${table}`);
      }
      if (/\boffset\b/i.test(text)) problems.push('OFFSET');
      for (const [, table, rows, loops] of plan.matchAll(SCAN)) {
        const read = Number(rows) * Number(loops);
        if (BIG_TABLES.includes(table!) && read > MAX_ROWS_READ)
          problems.push(`lit ${formatInt(read)} lignes de ${table}`);
      }
      sections.push(
        [
          `== requête ${index + 1}/${statements.length} ==`,
          text,
          `-- paramètres : ${JSON.stringify(statement.values)}`,
          '',
          plan,
        ].join('\n'),
      );
    }
  } finally {
    await client.query('rollback');
  }
  if (statements.length > MAX_STATEMENTS) problems.push(`${statements.length} requêtes SQL (N+1 ?)`);
  const header = [
    `-- ${scenario.label}`,
    `-- GET ${scenario.path}${scenario.connected ? ' (avec la session du bench)' : ''}`,
    `-- ${statements.length} requêtes SQL pour cette requête HTTP ; ${machine}`,
    `-- à vérifier : ${problems.length === 0 ? 'rien' : problems.join(' ; ')}`,
  ].join('\n');
  await writeFile(
    path.join(BENCH_DIR, 'plans', `${scenario.id}.txt`),
    `${header}\n\n${sections.join('\n\n')}\n`,
  );
  return { id: scenario.id, label: scenario.label, statements: statements.length, executionMs, problems };
}

/**
 * The plans of the statements a search function runs inside (migration 0016_search: a Function Scan
 * shows none): the statement runs again with auto_explain logging every nested statement to this client.
 */
async function nestedPlans(client: pg.Client, text: string, values: unknown[]): Promise<string> {
  if (!/\bsearch_(shop_ids|product_names)\(/.test(text)) return '';
  const notices: string[] = [];
  const keep = (notice: { message?: string }) => notices.push(notice.message ?? '');
  client.on('notice', keep);
  try {
    await client.query('savepoint nested');
    await client.query("load 'auto_explain'");
    for (const setting of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_nested_statements = on',
      'client_min_messages = log',
    ])
      await client.query(`set local ${setting}`);
    await client.query(text, values);
    await client.query('rollback to savepoint nested');
  } finally {
    client.off('notice', keep);
  }
  // The function's own statement(s), not the outer one logged last.
  return notices
    .slice(0, -1)
    .map((n) => n.replace(/^duration: [\d.]+ ms\s+plan:\n/, ''))
    .join('\n\n');
}

function plansMarkdown(summaries: PlanSummary[], machine: string): string {
  return [
    `Plans du ${machine} (fichiers \`plans/<mesure>.txt\`, régénérés par \`npm run explain\`).`,
    '',
    '| Mesure | Requêtes SQL | Temps d’exécution SQL (ms) | À vérifier |',
    '|---|--:|--:|---|',
    ...summaries.map(
      (s) =>
        `| [${s.label}](plans/${s.id}.txt) | ${formatInt(s.statements)} | ${ms(s.executionMs)} | ${s.problems.join(' ; ') || '—'} |`,
    ),
  ].join('\n');
}

await main();
