// A sweep every `everyMs` in each API process while the app runs (not in tests: they call the sweep with
// the test clock). One sweep at a time; closing waits for the one in flight, before the database closes.
import type { FastifyInstance } from 'fastify';

export interface Sweeper {
  everyMs: number;
  /** Answers how many rows it handled, or a count per kind; a positive total is logged with `done`. */
  sweep: () => Promise<number | Record<string, number>>;
  /** The log line of a sweep that did something, and the key a plain count goes under. */
  done: { key: string; message: string };
  /** The log line of a failed sweep. */
  failed: string;
}

export function startSweeper(app: FastifyInstance, { everyMs, sweep, done, failed }: Sweeper): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweep()
      .then(
        (count) => {
          const counts = typeof count === 'number' ? { [done.key]: count } : count;
          if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, done.message);
        },
        (error: unknown) => app.log.error(error, failed),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs);
    timer.unref();
    run();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
