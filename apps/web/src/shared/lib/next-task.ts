/**
 * Resolves in a later task: work split around it runs as several short tasks instead of one long one, so a
 * slow phone can paint and answer a tap in between (a task over 50 ms blocks the page). `scheduler.yield`,
 * where the browser has it, resumes ahead of other queued tasks.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
