import pg from 'pg';

/** PostgreSQL's built-in type names by oid (pg_type.typname), from the driver's table; others are named by oid. */
const NAMES = new Map<number, string>(
  Object.entries(pg.types.builtins as Record<string, number>).map(([name, oid]) => [oid, name.toLowerCase()]),
);
NAMES.set(19, 'name');
NAMES.set(1042, 'bpchar');

export function pgTypeName(oid: number): string {
  return NAMES.get(oid) ?? `oid:${oid}`;
}
