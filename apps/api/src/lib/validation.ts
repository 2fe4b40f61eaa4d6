import { MSG } from '@sugu/domain';
import type { z } from 'zod';
import { invalid } from './errors.js';

/** Per-field French messages of a Zod error, first message per field. */
export function fieldMessages(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Validates data the route schema cannot (multipart fields): a failure is a 400 with the first rule's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const first = result.error.issues[0]?.message ?? MSG.requiredFields;
  throw invalid(first, fieldMessages(result.error.issues));
}
