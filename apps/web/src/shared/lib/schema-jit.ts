// zod compiles an object schema's parser with `new Function` when the page allows eval. Ours does not (the
// server's Content-Security-Policy), so the compiled parser can never run here, and the probe zod makes
// when it builds its first schema is reported by Chrome as a CSP violation on every page that parses a
// response. zod reads its settings from this global (shared by every copy of zod, see
// `z.config` in zod/v4/core); setting it here, before any lazy chunk holding schemas is evaluated, costs
// no bytes on the critical script, where importing zod's `config` would bring 3 KB.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/** Turns zod's compiled parsers off; call before the first schema is built. */
export function disableSchemaJit(): void {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
