import { TIMINGS } from '@sugu/domain';

/** The save button reads 'Enregistrement...' for about 2 s (spec 2 §4), however fast the server is. */
export async function withSaveFeedback<T>(request: Promise<T>): Promise<T> {
  const [value] = await Promise.all([
    request,
    new Promise((resolve) => setTimeout(resolve, TIMINGS.saveFeedbackMs)),
  ]);
  return value;
}
