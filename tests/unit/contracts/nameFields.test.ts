import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from '../../../src/shared/api';
import { parseMsgRef } from '../../../src/shared/rules/validation';
import { type AnySchema, elementOf, objectFields, schemaType, unwrapSchema } from '../../support/zodShape';

/**
 * Generated from the endpoint descriptors: every name field of every request body
 * refuses control characters, NUL, bidirectional overrides and isolates and zero-width characters, with
 * the message that names the field (the one rule, nameChars in src/shared/api/nameChars.ts).
 */
const NAME_KEY = /(name|Name)(Zh|En)?$/;
const BAD_NAMES = [
  'rtl\u202Eexe.txt',
  'nul\u0000x',
  'bell\u0007x',
  'tab\tx',
  'zw\u200Bx',
  'bom\uFEFFx',
  'iso\u2066x\u2069',
  'c1\u0085x',
];

/** Every string-valued field of a body whose key says it is a name, with its path. */
function nameFields(schema: AnySchema, path: string[] = []): { path: string; schema: AnySchema }[] {
  const found: { path: string; schema: AnySchema }[] = [];
  for (const inner of unwrapSchema(schema)) {
    const element = elementOf(inner);
    if (element) found.push(...nameFields(element, path));
  }
  for (const [key, field] of objectFields(schema)) {
    const isText = unwrapSchema(field).some((s) => schemaType(s) === 'string');
    if (NAME_KEY.test(key) && isText) found.push({ path: [...path, key].join('.'), schema: field });
    found.push(...nameFields(field, [...path, key]));
  }
  return found;
}

const cases = allEndpoints.flatMap((endpoint) =>
  endpoint.body
    ? nameFields(endpoint.body).map((field) => ({
        label: `${endpoint.method} ${endpoint.path} ${field.path}`,
        ...field,
      }))
    : [],
);

describe('name fields of the endpoint descriptors', () => {
  it('finds the name fields', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('$label refuses control, zero-width and bidi characters', ({ path, schema }) => {
    const field = path.split('.').at(-1) ?? path;
    for (const bad of BAD_NAMES) {
      const result = (schema as z.ZodType).safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      const refs = (result.error?.issues ?? []).map((issue) => parseMsgRef(issue.message));
      expect(refs, JSON.stringify(bad)).toContainEqual({ key: 'nameUnsafeChars', params: { field } });
    }
  });
});
