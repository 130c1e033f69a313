import type { JsonSchema } from './openApiDocument';

export interface ExampleOptions {
  /** Optional object fields (and, in requestParts.ts, optional query parameters) too, not only the required ones. */
  includeOptional: boolean;
}

/** Schemas nest this deep at most before the example stops (a guard against self-similar schemas). */
const MAX_DEPTH = 8;

const STRING_BY_FORMAT: Readonly<Record<string, string>> = {
  'date-time': '2026-01-01T00:00:00.000Z',
  date: '2026-01-01',
  time: '09:00:00',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  ipv4: '192.0.2.10',
  uuid: '00000000-0000-4000-8000-000000000000',
};

/**
 * Strings tried, in order, against a schema's patterns: the first that every pattern accepts (and that fits the
 * length bounds) is the example. Patterns are not solved in general; a pattern none of these fits gets `string`.
 */
const PATTERN_CANDIDATES = [
  'string',
  'example',
  '1',
  '123456',
  '13800138000',
  '09:00',
  'user@example.com',
  '#409eff',
  'Process_example',
  '2026-01-01T00:00:00.000Z',
  '0'.repeat(64),
  `SHA256:${'A'.repeat(43)}`,
];

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((one) => one !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    // A pattern JavaScript cannot read constrains nothing here: the example is then the plain one.
    return undefined;
  }
}

function stringExample(schema: JsonSchema): string {
  const byFormat = schema.format ? STRING_BY_FORMAT[schema.format] : undefined;
  if (byFormat) return byFormat;
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)]
    .filter((pattern): pattern is string => pattern !== undefined)
    .flatMap((pattern) => compile(pattern) ?? []);
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    patterns.every((pattern) => pattern.test(text));
  const padded = 'string'.padEnd(schema.minLength ?? 0, 'x');
  const plain = schema.maxLength === undefined ? padded : padded.slice(0, Math.max(1, schema.maxLength));
  if (patterns.length === 0) return plain;
  return PATTERN_CANDIDATES.find(fits) ?? plain;
}

function numberExample(schema: JsonSchema, isInteger: boolean): number {
  const step = isInteger ? 1 : 0.5;
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step;
  if (schema.minimum !== undefined) return schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
  if (typeof schema.exclusiveMaximum === 'number') return Math.min(0, schema.exclusiveMaximum - step);
  if (schema.maximum !== undefined) return Math.min(0, schema.maximum);
  return 0;
}

/** The first alternative of anyOf / oneOf that is not just null, or the first part of allOf merged in. */
function alternative(schema: JsonSchema): JsonSchema | undefined {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return choices.find((choice) => typeOf(choice) !== 'null') ?? choices[0];
  const [first] = schema.allOf ?? [];
  if (first && typeOf(schema) === undefined) {
    const { allOf: _parts, ...rest } = schema;
    return { ...first, ...rest };
  }
  return undefined;
}

function objectExample(schema: JsonSchema, options: ExampleOptions, depth: number): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const result: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name) || options.includeOptional) result[name] = exampleValue(property, options, depth + 1);
  }
  return result;
}

/**
 * An example value that a schema accepts, for a snippet: the schema's own example, constant, default or first enum
 * value where it has one; otherwise a value of its type within its bounds (formats and digit patterns honoured;
 * other patterns are not solved, so such a string may need editing). Objects carry their required fields, and with
 * `includeOptional` every field.
 */
export function exampleValue(schema: JsonSchema, options: ExampleOptions, depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const other = alternative(schema);
  if (other) return exampleValue(other, options, depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return objectExample(schema, options, depth);
    case 'array':
      return schema.items ? [exampleValue(schema.items, options, depth + 1)] : [];
    case 'string':
      return stringExample(schema);
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return false;
    default:
      return null;
  }
}
