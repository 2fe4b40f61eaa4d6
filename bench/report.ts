// Writing results: the machine's description, and generated sections of bench/README.md (between
// `<!-- name:start -->` and `<!-- name:end -->`; the rest of the file is written by hand).
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';

export const BENCH_DIR = import.meta.dirname;
const README = path.join(BENCH_DIR, 'README.md');

export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  postgres: string;
  os: string;
  /** Load averages (1, 5, 15 min) when the run started: other work on the machine skews the numbers. */
  loadAverage: number[];
}

export async function describeMachine(db: pg.Pool): Promise<Machine> {
  const version = await db.query<{ v: string }>("select current_setting('server_version') as v");
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'inconnu',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    postgres: version.rows[0]?.v ?? 'inconnu',
    os: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
  };
}

export function machineLine(m: Machine): string {
  return (
    `${m.date.slice(0, 16).replace('T', ' ')} UTC · ${m.cpus} cœurs (${m.cpuModel}) · ${m.memoryGiB} Gio · ` +
    `Node ${m.node} · PostgreSQL ${m.postgres} · charge ${m.loadAverage.join(' / ')}`
  );
}

export async function writeReadmeSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = await readFile(README, 'utf8').catch(() => '# Benchmarks\n');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(README, text);
}

export const ms = (n: number): string => (n < 10 ? n.toFixed(1) : String(Math.round(n)));
