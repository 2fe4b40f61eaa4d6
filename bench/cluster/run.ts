// The cluster's proofs, each under the mixed load of load.ts, through nginx, on `npm run cluster`:
//   failover  kill -9 one API process mid-load, start it again later: no acknowledged write lost or
//             doubled, the chat resyncs, and how long errors are seen through the proxy after the kill
//   rolling   restart every process one by one (SIGTERM: graceful stop, then start): 0 failed requests
//   soak      a long run (--minutes=20): no error, p99 of the last window within 1.2× the first, resident
//             memory of each process after warm-up
//   npm run cluster --workspace @sugu/bench -- failover|rolling|soak [--seconds=60] [--minutes=20]
//     [--workers=16] [--chat-pairs=20]
// Starts its own cluster (.cluster-bench, port 8090, database sugu_cluster_bench) and stops it at the end.
// Writes bench/results/cluster-<scenario>-<date>.json and its section of bench/README.md.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DIR, describeMachine, machineLine, ms, writeReadmeSection } from '../report.js';
import { CLUSTER_SIZE, cluster, DATABASE_URL, PROXY_URL, pidOf, rssMiB } from './cluster.js';
import { type LoadShape, prepare, startLoad, verify, window } from './load.js';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const scenario = process.argv[2] ?? '';
const shape: LoadShape = {
  workers: option('workers', 16),
  chatPairs: option('chat-pairs', 20),
  chatEveryMs: 1000,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

async function main() {
  if (!['failover', 'rolling', 'soak'].includes(scenario)) {
    throw new Error('Scénario : failover, rolling ou soak.');
  }
  const seconds =
    scenario === 'soak' ? option('minutes', 20) * 60 : option('seconds', scenario === 'failover' ? 60 : 90);
  await cluster('down');
  log(`Démarrage du cluster (${CLUSTER_SIZE} processus)…`);
  await cluster('up', '--detach');
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  try {
    const machine = await describeMachine(db);
    log(machineLine(machine));
    // Enough fresh buyers and likes for the whole run at the rate this machine reaches (about 40 a second).
    const data = await prepare(db, {
      buyers: 40 * seconds,
      likers: Math.ceil((40 * seconds) / 20),
      chatPairs: shape.chatPairs,
    });
    log(
      `Charge : ${shape.workers} clients HTTP, ${shape.chatPairs} paires de chat (1 message/s), ${seconds} s.`,
    );
    const load = startLoad(PROXY_URL, data, shape);
    const t = () => (Date.now() - load.startedAt) / 1000;
    const events: { at: number; what: string }[] = [];
    const note = (what: string) => {
      events.push({ at: Math.round(t() * 10) / 10, what });
      log(what);
    };
    const rss: { at: number; mib: (number | null)[] }[] = [];
    const sampleRss = () =>
      rss.push({
        at: Math.round(t()),
        mib: Array.from({ length: CLUSTER_SIZE }, (_, i) => rssMiB(pidOf(i + 1))),
      });
    const sampler = setInterval(sampleRss, 10_000);

    let killedAt = 0;
    if (scenario === 'failover') {
      await sleep(Math.min(20, seconds / 3) * 1000);
      killedAt = Date.now();
      await cluster('kill', '2');
      note('kill -9 du processus 2');
      await sleep(Math.min(20, seconds / 3) * 1000);
      await cluster('start', '2');
      note('processus 2 redémarré');
    } else if (scenario === 'rolling') {
      await sleep(15_000);
      for (let i = 1; i <= CLUSTER_SIZE; i++) {
        note(`SIGTERM au processus ${i}`);
        await cluster('restart', String(i));
        note(`processus ${i} de nouveau prêt`);
        await sleep(10_000);
      }
    }
    const remaining = seconds * 1000 - (Date.now() - load.startedAt);
    if (remaining > 0) await sleep(remaining);
    clearInterval(sampler);
    sampleRss();
    log('Fin de la charge ; vérification…');
    await load.stop();
    const checked = await verify(db, data, load);
    const total = window(load, 0, load.seconds.length);
    const result: Result = {
      scenario,
      machine,
      shape,
      seconds,
      clusterSize: CLUSTER_SIZE,
      events,
      total,
      byOp: Object.fromEntries(load.byOp),
      checked,
      perSecond: load.seconds.map((s) => ({ ok: s.ok, errors: s.errors })),
      rss,
    };
    if (scenario === 'failover') {
      const after = load.errorsAt.filter((at) => at >= killedAt);
      result.errorsAfterKill = after.length;
      result.errorWindowMs = after.length ? Math.max(...after) - killedAt : 0;
    }
    if (scenario === 'soak') {
      const span = Math.min(300, Math.floor(seconds / 4));
      const first = window(load, 0, span);
      const last = window(load, load.seconds.length - span, load.seconds.length);
      const warm = rss.find((r) => r.at >= span) ?? rss[0]!;
      const end = rss.at(-1)!;
      result.soak = {
        windowSeconds: span,
        first,
        last,
        p99Ratio: first.p99 ? last.p99 / first.p99 : 0,
        rssWarm: warm.mib,
        rssEnd: end.mib,
        rssGrowth: end.mib.map((m, i) => (m && warm.mib[i] ? m / warm.mib[i]! - 1 : null)),
      };
    }
    const stamp = machine.date.slice(0, 16).replace(/[:T]/g, '-');
    await mkdir(path.join(BENCH_DIR, 'results'), { recursive: true });
    const file = path.join(BENCH_DIR, 'results', `cluster-${scenario}-${stamp}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    const markdown = report(result, machine);
    await writeReadmeSection(`cluster-${scenario}`, markdown);
    console.log(markdown);
    log(`Résultats : ${path.relative(process.cwd(), file)}`);
  } finally {
    await db.end();
    await cluster('down').catch(() => undefined);
  }
}

type Result = Record<string, unknown> & {
  byOp: Record<string, { ok: number; errors: number }>;
  total: ReturnType<typeof window>;
  checked: Awaited<ReturnType<typeof verify>>;
  events: { at: number; what: string }[];
};

function report(r: Result, machine: Awaited<ReturnType<typeof describeMachine>>): string {
  const c = r.checked;
  const lines = [
    `#### ${TITLES[scenario]} — ${machineLine(machine)}`,
    '',
    `Charge : ${shape.workers} clients HTTP sans pause (fil, produit, recherche boutiques/produits, j'aime, ` +
      `commande avec Idempotency-Key) et ${shape.chatPairs} paires de chat (client officiel @microsoft/signalr, ` +
      `WebSockets, 1 message/s) à travers nginx sur ${r.clusterSize} processus API, ${r.seconds} s, lancé avec ` +
      '`nice -n 10` sur une machine partagée avec d’autres sessions (les latences en dépendent).',
    '',
    '| Mesure | Valeur |',
    '|---|---|',
    `| Requêtes HTTP (1re tentative) | ${r.total.requests} (${Math.round(r.total.requests / (r.seconds as number))}/s) |`,
    `| Requêtes HTTP en échec vues par les clients | ${r.total.errors}${errorsByOp(r.byOp)} |`,
    `| Latence p50 / p99 | ${ms(r.total.p50)} / ${ms(r.total.p99)} ms |`,
    `| Commandes acquittées / perdues / en double | ${c.orders.acknowledged} / ${c.orders.lost} / ${c.orders.doubled} (renvois : ${c.orders.retries}, dont ${c.orders.replayed} retrouvées par leur clé ; sans acquittement après 60 renvois : ${c.orders.unanswered.length}) |`,
    `| J'aime acquittés / perdus / en double | ${c.likes.acknowledged} / ${c.likes.lost} / ${c.likes.doubled} |`,
    `| Messages acquittés / perdus / en double / jamais reçus | ${c.messages.acknowledged} / ${c.messages.lost} / ${c.messages.doubled} / ${c.messages.notReceived} |`,
    `| Reconnexions chat (acheteurs / vendeurs), messages rattrapés par /api/Message/missed | ${c.messages.reconnects.buyers} / ${c.messages.reconnects.sellers}, ${c.messages.reconnects.resynced} |`,
  ];
  if (scenario === 'failover') {
    lines.push(
      `| Requêtes en échec après le kill -9 | ${r.errorsAfterKill} |`,
      `| Erreurs vues jusqu’à (après le kill) | ${((r.errorWindowMs as number) / 1000).toFixed(1)} s (cible ≤ 5 s) |`,
    );
  }
  if (scenario === 'soak') {
    const s = r.soak as {
      windowSeconds: number;
      first: ReturnType<typeof window>;
      last: ReturnType<typeof window>;
      p99Ratio: number;
      rssWarm: (number | null)[];
      rssEnd: (number | null)[];
      rssGrowth: (number | null)[];
    };
    const mib = (list: (number | null)[]) => list.map((m) => (m ? Math.round(m) : '–')).join(' / ');
    lines.push(
      `| p99 des ${s.windowSeconds / 60} premières / dernières minutes | ${ms(s.first.p99)} / ${ms(s.last.p99)} ms (rapport ${s.p99Ratio.toFixed(2)}, cible ≤ 1,2) |`,
      `| Débit premières / dernières minutes | ${Math.round(s.first.perSecond)} / ${Math.round(s.last.perSecond)} req/s |`,
      `| Mémoire résidente par processus après ${s.windowSeconds / 60} min / à la fin | ${mib(s.rssWarm)} / ${mib(s.rssEnd)} Mio |`,
      `| Croissance | ${s.rssGrowth.map((g) => (g === null ? '–' : `${(g * 100).toFixed(1)} %`)).join(' / ')} (cible < 10 %) |`,
    );
  }
  if (r.events.length) {
    lines.push('', `Événements : ${r.events.map((e) => `${e.at} s ${e.what}`).join(' ; ')}.`);
  }
  return lines.join('\n');
}

/** " (like 2, order 1)": which kinds of request failed. */
function errorsByOp(byOp: Record<string, { ok: number; errors: number }>): string {
  const failed = Object.entries(byOp).filter(([op, o]) => op !== 'chat' && o.errors > 0);
  return failed.length ? ` (${failed.map(([op, o]) => `${op} ${o.errors}`).join(', ')})` : '';
}

const TITLES: Record<string, string> = {
  failover: 'Panne d’un processus (kill -9) sous charge',
  rolling: 'Redémarrage progressif sous charge',
  soak: 'Endurance',
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
