import type { z } from 'zod';

/** Reading zod schemas as data, for tests generated from the endpoint descriptors. */
export type AnySchema = z.core.$ZodType;

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/** The schemas a value must match once optional/default/pipe wrappers are taken off (every union option). */
export function unwrapSchema(schema: AnySchema): AnySchema[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrapSchema(def.innerType as AnySchema);
    case 'pipe':
      return unwrapSchema(def.in as AnySchema);
    case 'union':
      return (def.options as AnySchema[]).flatMap(unwrapSchema);
    case 'intersection':
      return [...unwrapSchema(def.left as AnySchema), ...unwrapSchema(def.right as AnySchema)];
    default:
      return [schema];
  }
}

export const schemaType = (schema: AnySchema): string => defOf(schema).type;

/** The fields of an object schema (of every object a union may be), by name. */
export function objectFields(schema: AnySchema): Map<string, AnySchema> {
  const fields = new Map<string, AnySchema>();
  for (const inner of unwrapSchema(schema)) {
    const def = defOf(inner);
    if (def.type !== 'object') continue;
    for (const [key, field] of Object.entries(def.shape as Record<string, AnySchema>)) fields.set(key, field);
  }
  return fields;
}

export const elementOf = (schema: AnySchema): AnySchema | null => {
  const def = defOf(schema);
  return def.type === 'array' ? (def.element as AnySchema) : null;
};
