import type { JsonSchema } from './openApiDocument';

/** A parameter's type as the parameter table shows it: `integer`, `string[]`, `string (Y | N)`. */
export function describeSchemaType(schema: JsonSchema): string {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return alternatives.map(describeSchemaType).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const base = type === 'array' && schema.items ? `${describeSchemaType(schema.items)}[]` : type;
  if (schema.enum && schema.enum.length > 0)
    return `${base} (${schema.enum.map((value) => String(value)).join(' | ')})`;
  return schema.format ? `${base} (${schema.format})` : base;
}
