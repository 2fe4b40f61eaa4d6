// The cluster the proofs run against: `npm run cluster` (scripts/cluster.mjs) on its own run directory,
// ports, database and Redis prefix, so it never touches a cluster someone started by hand.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../servers.js';

const run = promisify(execFile);

const RUN_DIR = path.join(ROOT, '.cluster-bench');
export const CLUSTER_SIZE = Number(process.env.CLUSTER_SIZE ?? 3);
const PORT = 8090;
export const DATABASE_URL =
  process.env.BENCH_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sugu_cluster_bench';
export const PROXY_URL = `http://127.0.0.1:${PORT}`;

const clusterEnv = {
  ...process.env,
  CLUSTER_RUN_DIR: RUN_DIR,
  CLUSTER_SIZE: String(CLUSTER_SIZE),
  CLUSTER_PORT: String(PORT),
  CLUSTER_API_PORT: '3201',
  CLUSTER_S3_PORT: '4579',
  DATABASE_URL,
  REDIS_PREFIX: 'sugu-cluster-bench',
  // The load comes from one address: the per-address ceilings would refuse it (they are tested elsewhere).
  RATE_LIMIT: 'false',
  LOG_LEVEL: 'warn',
};

/** `npm run cluster -- <args>` for the bench's cluster; resolves once the command is done. */
export async function cluster(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts/cluster.mjs'), ...args], {
    env: clusterEnv,
    cwd: ROOT,
    maxBuffer: 1 << 20,
  });
  return stdout;
}

export function pidOf(index: number): number | null {
  try {
    return Number(readFileSync(path.join(RUN_DIR, `api-${index}.pid`), 'utf8'));
  } catch {
    return null;
  }
}

/** Resident memory of a process, in MiB (Linux /proc); null when it is gone. */
export function rssMiB(pid: number | null): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}
