import { describe, expect, it } from 'vitest';
import {
  bySchema,
  changesSchema,
  completionSchema,
  filterTables,
} from '../../../src/app/features/terminal/sql/schemaCompletion';
import { DbSchemaSchema } from '../../../src/shared/api/dbConsole';

const schema = DbSchemaSchema.parse({
  database: 'shop',
  truncated: false,
  tables: [
    {
      schema: 'public',
      name: 'orders',
      kind: 'table',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'customer_id', type: 'integer' },
      ],
    },
    {
      schema: 'public',
      name: 'customers',
      kind: 'table',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'email', type: 'text' },
      ],
    },
    { schema: 'sales', name: 'totals', kind: 'view', columns: [{ name: 'amount', type: 'numeric(12,2)' }] },
  ],
});

describe('SQL console schema browser and completion (issue 18)', () => {
  it('gives completion schema → table → columns with their types, bare names in public or the MySQL database', () => {
    const pg = completionSchema(schema, 'PostgreSQL');
    expect(pg.defaultSchema).toBe('public');
    expect(pg.schema).toMatchObject({
      public: { orders: [{ label: 'id', detail: 'integer' }, { label: 'customer_id' }] },
      sales: { totals: [{ label: 'amount', detail: 'numeric(12,2)' }] },
    });
    expect(completionSchema({ ...schema, database: 'shop' }, 'MySQL').defaultSchema).toBe('shop');
    expect(completionSchema(undefined, 'MySQL')).toEqual({});
  });

  it('groups tables by schema and filters by table or column name, ignoring case', () => {
    expect(bySchema(schema.tables).map(([name, tables]) => [name, tables.length])).toEqual([
      ['public', 2],
      ['sales', 1],
    ]);
    expect(filterTables(schema.tables, 'ORD').map((table) => table.name)).toEqual(['orders']);
    // A table matched by a column keeps only the matching columns.
    expect(filterTables(schema.tables, 'email')).toMatchObject([{ name: 'customers', columns: [{ name: 'email' }] }]);
    expect(filterTables(schema.tables, '  ')).toHaveLength(3);
    expect(filterTables(schema.tables, 'nothing')).toEqual([]);
  });

  it('reads the schema again after DDL only', () => {
    expect(changesSchema('  CREATE TABLE t (a int)')).toBe(true);
    expect(changesSchema('drop view v')).toBe(true);
    expect(changesSchema('comment on table t is $$x$$')).toBe(true);
    expect(changesSchema('select * from created')).toBe(false);
    expect(changesSchema('insert into t values (1)')).toBe(false);
  });
});
