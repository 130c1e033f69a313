import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/api/endpoint';
import { type AnySchema, objectFields } from '../support/zodShape';
import { call, nextIp } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

/**
 * Invalid input, generated from the endpoint descriptors, sent to every endpoint as a signed-in
 * super administrator. No answer may be a 5xx, and a validation refusal (code 400) must name the field.
 * Runs on both databases: values that pass validation reach SQL (ids beyond 32 bits, long text), and
 * PostgreSQL refuses some of them where SQLite does not. GATEHOUSE_FUZZ_RUNS raises the inputs per
 * endpoint and GATEHOUSE_FUZZ_SEED replays a failure (fast-check prints the seed).
 */

const RUNS = Number(process.env.GATEHOUSE_FUZZ_RUNS ?? 3);
const SEED = Number(process.env.GATEHOUSE_FUZZ_SEED ?? 20_261_126);

/** Calls that would end the fuzzing session itself; they take no input that could be invalid anyway. */
const SKIPPED = new Set(['POST /ucenter/logout']);

const edgeText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'rtl\u202Eexe.txt',
  'zw\u200B',
  '\uD800',
  '😀😀',
  'x'.repeat(5000),
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'null',
  '../../etc/passwd',
  "' OR 1=1 --",
  '2026-13-45T99:99:99Z',
);
// JSON carries no NaN or Infinity: these are the numbers a client can really send.
const edgeNumber = fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e300, Number.MAX_SAFE_INTEGER + 2);
const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 });
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeText,
  edgeNumber,
  wrongType,
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.array(fc.oneof(edgeNumber, edgeText), { maxLength: 3 }),
);

const plausibleText = fc.constantFrom('fuzz-1', 'a', '10.0.0.1', 'https://example.com', 'x'.repeat(64));
const plausibleNumber = fc.constantFrom(1, 2, 0, -1, 1.5, 2 ** 31, 2 ** 53, 1e300);

/**
 * A value of the schema's own shape, with edge values inside: text and numbers at their limits, so that
 * input gets past the first check and reaches the handlers and the database.
 */
function plausible(schema: AnySchema, depth = 0): fc.Arbitrary<unknown> {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return plausible(def.innerType as AnySchema, depth);
    case 'pipe':
      return plausible(def.in as AnySchema, depth);
    case 'union':
      return fc.oneof(...(def.options as AnySchema[]).map((option) => plausible(option, depth)));
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: plausibleText }, { weight: 1, arbitrary: edgeText });
    case 'number':
    case 'bigint':
      return plausibleNumber;
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(plausible(def.element as AnySchema, depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const shape = def.shape as Record<string, AnySchema>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, plausible(field, depth + 1)])),
      );
    }
    default:
      return anyValue;
  }
}

/** Mostly the schema's own shape with one field broken, sometimes no object at all. */
function bodyFor(schema: AnySchema): fc.Arbitrary<unknown> {
  const keys = [...objectFields(schema).keys()];
  const shaped = plausible(schema);
  const broken =
    keys.length === 0
      ? shaped
      : fc
          .tuple(shaped, fc.constantFrom(...keys), anyValue)
          .map(([value, key, bad]) =>
            typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, [key]: bad } : value,
          );
  return fc.oneof(
    { weight: 3, arbitrary: shaped },
    { weight: 3, arbitrary: broken },
    { weight: 1, arbitrary: fc.oneof(wrongType, edgeText, edgeNumber) },
  );
}

function queryFor(schema: AnySchema): fc.Arbitrary<Record<string, string>> {
  return bodyFor(schema).map((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        typeof item === 'string' ? item : JSON.stringify(item),
      ]),
    );
  });
}

const paramText = fc.oneof(
  fc.constantFrom('1', '2', '99999999999', '2147483648'),
  // A lone surrogate cannot be put into a URL at all (encodeURIComponent throws), so paths do without.
  edgeText.filter((text) => text.trim() !== '' && text !== '\uD800'),
  fc.integer().map(String),
);

function pathFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const names = endpoint.path.match(/:\w+/g) ?? [];
  return fc.tuple(...names.map(() => paramText)).map((values) => {
    let path = endpoint.path;
    names.forEach((name, index) => {
      path = path.replace(name, encodeURIComponent(values[index] ?? ''));
    });
    return path;
  });
}

const fuzzed = allEndpoints.filter(
  (endpoint) =>
    !SKIPPED.has(`${endpoint.method} ${endpoint.path}`) &&
    (endpoint.body !== undefined || endpoint.query !== undefined || endpoint.path.includes(':')),
);

describeEachDatabase('invalid input to every endpoint', (server) => {
  let token = '';
  beforeAll(async () => {
    token = await signInAdmin(server());
  });

  it.each(fuzzed.map((endpoint) => ({ label: `${endpoint.method} ${endpoint.path}`, endpoint })))(
    '$label answers invalid input without a 5xx and names the field',
    async ({ endpoint }) => {
      const input = fc.record({
        path: pathFor(endpoint),
        body: endpoint.body ? bodyFor(endpoint.body) : fc.constant(undefined),
        query: endpoint.query ? queryFor(endpoint.query) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ path, body, query }) => {
          const result = await call(server().app, endpoint.method, path, {
            token,
            // A fresh address per call: the rate limits would otherwise answer 429 before validation.
            ip: nextIp(),
            headers: endpoint.requiredHeaders ?? {},
            ...(body === undefined ? {} : { body }),
            ...(query ? { query } : {}),
          });
          const sent = JSON.stringify({ path, body, query }).slice(0, 300);
          expect(result.status, sent).toBeLessThan(500);
          expect(result.body.code, sent).not.toBe(500);
          if (result.body.code === 400) {
            const field = (result.body.data as { field?: unknown } | null | undefined)?.field;
            expect(typeof field === 'string' && field !== '', `${sent} → ${result.body.msg}`).toBe(true);
            expect(result.body.msg, sent).not.toBe('');
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
  );
});
