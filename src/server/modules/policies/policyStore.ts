import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { ListPoliciesQuerySchema } from '../../../shared/api/policies';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import type { Deps } from '../../deps';
import type { PolicyBodyCommon, PolicyRow, PolicyTable, StoredPolicyCommon } from './policyColumns';
import { policyNotFound, rethrowNameTaken } from './policyErrors';
import { NameBook } from './scopeNames';

type CreatedColumns = 'created_by' | 'created_at';

/**
 * Every column a save writes; created_by and created_at are added on insert. The second half names the
 * shared columns again, so that TypeScript sees them on a generic T.
 */
type PolicyWrite<T extends PolicyTable> = Omit<Insertable<Database[T]>, CreatedColumns> &
  Omit<Insertable<Database[PolicyTable]>, CreatedColumns>;

/** What one kind of policy does its own way; policyStore does the rest alike for every kind. */
export interface PolicyKind<
  T extends PolicyTable,
  Stored extends StoredPolicyCommon,
  View,
  Body extends PolicyBodyCommon,
> {
  table: T;
  fromRow: (row: PolicyRow<T>) => Stored;
  toView: (row: PolicyRow<T>, names: NameBook) => View;
  columnsOf: (body: Body, now: string) => PolicyWrite<T>;
  /** Refuses a body whose own fields are wrong, before anything is read. */
  checkBody?: (body: Body) => void;
}

export interface PolicyStore<Stored, View, Body> {
  /** Every enabled policy, for the gateway's checks. */
  loadEnabled(deps: Deps): Promise<Stored[]>;
  /** By priority (1 first), then id; filtered by a part of the name. */
  list(deps: Deps, query: z.output<typeof ListPoliciesQuerySchema>): Promise<{ rows: View[]; total: number }>;
  get(deps: Deps, id: number): Promise<View>;
  add(deps: Deps, userName: string, body: Body): Promise<View>;
  update(deps: Deps, body: Body & { id: number }): Promise<View>;
  /** How many of the ids were deleted. */
  remove(deps: Deps, ids: number[]): Promise<number>;
}

export function policyStore<
  T extends PolicyTable,
  Stored extends StoredPolicyCommon,
  View,
  Body extends PolicyBodyCommon,
>(kind: PolicyKind<T, Stored, View, Body>): PolicyStore<Stored, View, Body> {
  // Kysely cannot resolve columns on a generic table name, so the queries name the union of both tables
  // (they touch only the columns both share) and their rows are narrowed back to kind.table's here.
  const table: PolicyTable = kind.table;
  const ofKind = (rows: readonly PolicyRow[]) => rows as readonly PolicyRow<T>[];

  async function findRow(deps: Deps, id: number): Promise<PolicyRow<T>> {
    const row = await deps.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw policyNotFound();
    return row as PolicyRow<T>;
  }

  async function get(deps: Deps, id: number): Promise<View> {
    const row = await findRow(deps, id);
    return kind.toView(row, await NameBook.load(deps.db, [kind.fromRow(row)]));
  }

  return {
    async loadEnabled(deps) {
      const rows = await deps.db.selectFrom(table).selectAll().where('enabled', '=', 1).execute();
      return ofKind(rows).map(kind.fromRow);
    },

    async list(deps, query) {
      let base = deps.db.selectFrom(table);
      if (query.name) base = base.where(containsText('name', query.name));
      const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
      const rows = ofKind(
        await base
          .selectAll()
          .orderBy('priority')
          .orderBy('id')
          .limit(query.pageSize)
          .offset((query.pageNum - 1) * query.pageSize)
          .execute(),
      );
      const names = await NameBook.load(deps.db, rows.map(kind.fromRow));
      return { total: Number(total), rows: rows.map((row) => kind.toView(row, names)) };
    },

    get,

    async add(deps, userName, body) {
      kind.checkBody?.(body);
      (await NameBook.load(deps.db, [body])).requireAll(body);
      const now = deps.now().toISOString();
      const values = { ...kind.columnsOf(body, now), created_by: userName, created_at: now };
      const { id } = await deps.db
        .insertInto(table)
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(rethrowNameTaken);
      return get(deps, id);
    },

    async update(deps, body) {
      kind.checkBody?.(body);
      const stored = await findRow(deps, body.id);
      (await NameBook.load(deps.db, [body])).requireAll(body, kind.fromRow(stored));
      const result = await deps.db
        .updateTable(table)
        .set(kind.columnsOf(body, deps.now().toISOString()))
        .where('id', '=', body.id)
        .executeTakeFirst()
        .catch(rethrowNameTaken);
      if (Number(result.numUpdatedRows) === 0) throw policyNotFound();
      return get(deps, body.id);
    },

    async remove(deps, ids) {
      const result = await deps.db.deleteFrom(table).where('id', 'in', ids).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
