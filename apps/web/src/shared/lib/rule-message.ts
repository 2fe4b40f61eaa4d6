// A form's refusal by a domain schema, as the form shows it: the first broken rule's field and message.
// The schemas fix their messages when they are built, in French (the source language); each is shown in
// the active language (translateText): French stays the very text, English is the same catalogue entry.
import { translateText } from '@sugu/domain';

/** What a failed safeParse holds (a ZodError), reduced to what a form reads. */
interface RuleIssues {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

export interface RuleRefusal {
  message: string;
  /** The field the rule is about (the issue's first path key), if it names one. */
  field: string | undefined;
}

/** The first rule `error` reports, its message in the active language; `fallback` when it reports none. */
export function firstIssue(error: RuleIssues, fallback: string): RuleRefusal {
  const issue = error.issues[0];
  const field = issue?.path[0];
  return {
    message: translateText(issue?.message ?? fallback),
    field: typeof field === 'string' ? field : undefined,
  };
}
