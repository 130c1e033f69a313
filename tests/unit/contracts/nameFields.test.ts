import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from '../../../src/shared/api';
import { parseMsgRef } from '../../../src/shared/validation';

/**
 * Issue 11 item 6, generated from the endpoint descriptors: every name field of every request body
 * refuses control characters, NUL, bidirectional overrides and isolates and zero-width characters, with
 * the message that names the field (the one rule, nameChars in src/shared/api/nameChars.ts).
 */
type AnySchema = z.core.$ZodType;

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

function unwrap(schema: AnySchema): AnySchema[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrap(def.innerType as AnySchema);
    case 'pipe':
      return unwrap(def.in as AnySchema);
    case 'union':
      return (def.options as AnySchema[]).flatMap(unwrap);
    case 'intersection':
      return [...unwrap(def.left as AnySchema), ...unwrap(def.right as AnySchema)];
    default:
      return [schema];
  }
}

/** Every string-valued field of a body whose key says it is a name, with its path. */
function nameFields(schema: AnySchema, path: string[] = []): { path: string; schema: AnySchema }[] {
  const found: { path: string; schema: AnySchema }[] = [];
  for (const inner of unwrap(schema)) {
    const def = inner._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'array') {
      found.push(...nameFields(def.element as AnySchema, path));
      continue;
    }
    if (def.type !== 'object') continue;
    for (const [key, field] of Object.entries(def.shape as Record<string, AnySchema>)) {
      const isText = unwrap(field).some((s) => (s._zod.def as { type: string }).type === 'string');
      if (NAME_KEY.test(key) && isText) found.push({ path: [...path, key].join('.'), schema: field });
      found.push(...nameFields(field, [...path, key]));
    }
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

  it.each(cases)('issue 11: $label refuses control, zero-width and bidi characters', ({ path, schema }) => {
    const field = path.split('.').at(-1) ?? path;
    for (const bad of BAD_NAMES) {
      const result = (schema as z.ZodType).safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      const refs = (result.error?.issues ?? []).map((issue) => parseMsgRef(issue.message));
      expect(refs, JSON.stringify(bad)).toContainEqual({ key: 'nameUnsafeChars', params: { field } });
    }
  });
});
