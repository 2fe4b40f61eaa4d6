// Property-based fuzzing over the OpenAPI document: for every route, parameters, query and body
// both plausible and hostile, as a guest and as a signed-in seller. Every answer must be below 500 and
// match the schema the document gives for its status. Seeded: FUZZ_SEED=<n> replays a run.
import { MONEY, MONEY_CEILING } from '@sugu/domain';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOperator, buildSeller, createProduct, grantPin } from '../../test/factories/index.js';
import { setupTestApp } from '../../test/helper.js';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Slow by design (argon2, image work, mail): fewer cases. */
const SLOW = ['/api/User/ajout', '/api/Auth/login', '/api/User/confirm-pin', '/api/Verification/'];

const { app } = await setupTestApp();
const awa = await buildSeller(app, { shopName: 'Chez Awa' });
/** The operators' routes (/api/Admin) are fuzzed as an operator holding a PIN grant, to reach their actions. */
const operator = await buildOperator(app);
const product = await createProduct(app, awa.cookie);
const document = app.swagger() as OpenAPIV3.Document;
const ajv = new Ajv({ strict: false, allErrors: false });

const stats = { cases: 0, serverErrors: 0, mismatches: 0 };
const failures: string[] = [];
afterAll(() => {
  console.log(
    `fuzz: seed ${SEED}, ${stats.cases} cases, ${stats.serverErrors} server errors, ${stats.mismatches} schema mismatches`,
  );
});

// ---------- values ----------

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u200b',
  '\ufeff\u200d\u2060',
  '0x10',
  '1e3',
  ' 12 ',
  '-1',
  '2147483648',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'null',
  'true',
  '💥'.repeat(40),
  '\ud800',
  "'; drop table users;--",
  '../../etc/passwd',
  '%00',
  '%',
  'a'.repeat(400),
  '2026-13-45T25:61:61+99:99',
  '0190a3b4-0000-7000-8000-000000000000',
  // Amounts written as no plain number is (the money bounds accept JSON numbers and plain digits only).
  '0x3E8',
  ' 1000 ',
  '9007199254740993',
  String(MONEY.maxTransfer + 1),
];
const ids = [awa.userId, awa.shop.id, product.id];
const tamperedCursor = fc.oneof(
  fc.base64String({ maxLength: 60 }),
  fc
    .tuple(
      fc.constantFrom('p', 'n', 'r', 'f', 'o', 'x'),
      fc.oneof(fc.integer(), fc.constantFrom('2026-13-45T25:61:61', '2147483648', '-0', '1e999')),
      fc.oneof(fc.uuid(), fc.string()),
    )
    .map((parts) => Buffer.from(JSON.stringify(parts)).toString('base64url')),
  fc.constantFrom(...NASTY),
);
/** Plausible values, so that some cases get past validation into the services and the database. */
const plausible = fc.constantFrom(
  'Bazin',
  'bazn',
  'Chez Awa',
  'awa@exemple.ml',
  '12345',
  '1234',
  'Motdepasse1',
  'PerUnit',
  'XOF',
  '3',
  'Vendeur',
);
const hostileText = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY), weight: 3 },
  { arbitrary: plausible, weight: 2 },
  // Something plausible with a NUL or invisible characters slipped in.
  {
    arbitrary: fc
      .tuple(plausible, fc.constantFrom('\u0000', '\u200b', '\ufeff', '\u0000\u0000'), fc.nat(12))
      .map(([text, bad, at]) => text.slice(0, at) + bad + text.slice(at)),
    weight: 4,
  },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }), weight: 1 },
);
/**
 * Money at and past its bounds (MONEY, the FCFA ones, and MONEY_CEILING, the largest of any currency): each
 * maximum, one more, and where JavaScript stops being exact.
 */
const MONEY_EDGES = [
  ...[...Object.values(MONEY), ...Object.values(MONEY_CEILING)].flatMap((max) => [max, max + 1]),
  2 ** 53,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -0,
  1.5,
];
const numberLike = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, Number.MIN_VALUE),
  fc.constantFrom(...MONEY_EDGES),
  // The same amounts as text a form could send, and wrapped in an array.
  fc.constantFrom(...MONEY_EDGES.map(String), '1e3', '0x3E8', ' 1000 ', [1000]),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Raw JSON text no serializer writes: nested past JSON_LIMITS, wider than it, or past the body limit. */
const BODY_LIMIT = 1024 * 1024;
const rawBody = fc.oneof(
  fc
    .oneof(fc.integer({ min: 17, max: 5000 }), fc.constantFrom(5000, 20_000))
    .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 17, max: 2000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.integer({ min: 2001, max: 200_000 }).map((n) => `[${'0,'.repeat(n - 1)}0]`),
  fc.constant(`{"x":"${'a'.repeat(BODY_LIMIT)}"}`),
);

function valueFor(schema: OpenAPIV3.SchemaObject | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.jsonValue({ maxDepth: 2 });
  const typed = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.anyOf || schema.oneOf) {
      const options = (schema.anyOf ?? schema.oneOf ?? []) as OpenAPIV3.SchemaObject[];
      return fc.oneof(...options.map((option) => valueFor(option, name, depth + 1)));
    }
    switch (schema.type) {
      case 'string':
        return /cursor/i.test(name) ? tamperedCursor : fc.oneof(hostileText, fc.constantFrom(...ids));
      case 'integer':
      case 'number':
        return numberLike;
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items as OpenAPIV3.SchemaObject, name, depth + 1), { maxLength: 4 });
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, OpenAPIV3.SchemaObject>;
        const shape = Object.fromEntries(
          Object.entries(properties).map(([key, sub]) => [key, valueFor(sub, key, depth + 1)]),
        );
        return fc.record(shape, { requiredKeys: [] });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  // Now and then the wrong type altogether.
  return fc.oneof({ arbitrary: typed, weight: 8 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 });
}

/** Lone surrogates cannot be percent-encoded (encodeURIComponent throws): sent as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'));
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

// ---------- requests ----------

interface Case {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** When set, sent as the JSON body instead of `body`. */
  raw: string | null;
  signedIn: boolean;
}

function caseFor(operation: OpenAPIV3.OperationObject): fc.Arbitrary<Case> {
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const path = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'path')
      .map((p) => [
        p.name,
        fc.oneof(
          fc.constantFrom(...ids),
          hostileText.filter((s) => s !== ''),
        ),
      ]),
  );
  const query = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, valueFor(p.schema as OpenAPIV3.SchemaObject, p.name)]),
  );
  const content = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
  const json = content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  const multipart = content['multipart/form-data'];
  const body: fc.Arbitrary<unknown> = json
    ? fc.oneof(valueFor(json), fc.jsonValue({ maxDepth: 2 }))
    : multipart
      ? fc.dictionary(
          fc.constantFrom('productName', 'productStock', 'shopName', 'role', 'email', 'x'),
          hostileText,
        )
      : fc.constant(undefined);
  return fc.record({
    path: fc.record(path),
    query: fc.record(query, { requiredKeys: [] }),
    body,
    raw: fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: rawBody, weight: 1 }),
    signedIn: fc.boolean(),
  });
}

function multipartOf(fields: Record<string, string>) {
  const boundary = 'fuzzboundary42';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const validators = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(schema, validate);
  }
  return validate;
}

function responseFor(operation: OpenAPIV3.OperationObject, status: number) {
  const responses = operation.responses ?? {};
  return (responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default) as
    | OpenAPIV3.ResponseObject
    | undefined;
}

async function run(method: string, route: string, operation: OpenAPIV3.OperationObject, c: Case) {
  stats.cases++;
  const url =
    route.replace(/\{(\w+)\}/g, (_, name: string) => encode(c.path[name] ?? 'x')) +
    (Object.keys(c.query).length
      ? `?${Object.entries(c.query)
          .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
          .join('&')}`
      : '');
  const isMultipart = !!(operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.[
    'multipart/form-data'
  ];
  // Logging out would end the shared session: that route is fuzzed as a guest only.
  const signedIn = c.signedIn && route !== '/api/OAuth/logout';
  const asOperator = signedIn && route.startsWith('/api/Admin/');
  if (asOperator && method !== 'get') await grantPin(app, operator.cookie);
  const headers: Record<string, string> = signedIn
    ? { cookie: asOperator ? operator.cookie : awa.cookie }
    : {};
  let payload: string | Buffer | undefined;
  if (c.raw !== null && method !== 'get') {
    payload = c.raw;
    headers['content-type'] = 'application/json';
  } else if (isMultipart && c.body) {
    const form = multipartOf(c.body as Record<string, string>);
    payload = form.payload;
    headers['content-type'] = form.type;
  } else if (c.body !== undefined) {
    payload = JSON.stringify(c.body);
    headers['content-type'] = 'application/json';
  }
  const res = await app.inject({ method: method.toUpperCase() as 'GET', url, headers, payload });
  const label = `${method.toUpperCase()} ${url.slice(0, 200)} ${signedIn ? '(signed in)' : '(guest)'} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (process.env.FUZZ_DEBUG) console.log(label);
  if (res.statusCode >= 500) {
    stats.serverErrors++;
    failures.push(label);
    return;
  }
  const documented = responseFor(operation, res.statusCode);
  if (!documented) {
    stats.mismatches++;
    failures.push(`undocumented status: ${label}`);
    return;
  }
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || !String(res.headers['content-type']).includes('json')) return;
  const validate = validatorOf(schema);
  if (!validate(res.json())) {
    stats.mismatches++;
    failures.push(`schema: ${label} ${ajv.errorsText(validate.errors)}`);
  }
}

describe(`API fuzzing over the OpenAPI document (seed ${SEED})`, () => {
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const numRuns = SLOW.some((prefix) => route.startsWith(prefix)) ? Math.ceil(RUNS / 3) : RUNS;
      it(`${method.toUpperCase()} ${route}`, async () => {
        const before = failures.length;
        await fc.assert(
          fc.asyncProperty(caseFor(operation), async (c) => run(method, route, operation, c)),
          { seed: SEED, numRuns },
        );
        expect(failures.slice(before)).toEqual([]);
      });
    }
  }
});
