import type { NamedRef } from '../../../shared/api/policies';
import type { Db } from '../../db/database';
import { fieldError } from '../../errors/appError';

export interface PolicyScopeIds {
  userIds: number[];
  groupIds: number[];
  assetIds: number[];
  accountIds: number[];
}

/** A policy's ids as a save or a row has them; kinds without approvers or tags leave those out. */
export type ScopeWithApprovers = PolicyScopeIds & { approverIds?: number[]; tagIds?: number[] };

type NamedKind = 'users' | 'groups' | 'assets' | 'accounts' | 'tags';

export interface ScopeNames {
  users: NamedRef[];
  groups: NamedRef[];
  assets: NamedRef[];
  accounts: NamedRef[];
}

/** Name lookups for every id the given policies mention, in five queries. */
export class NameBook {
  private constructor(
    private readonly users: Map<number, string>,
    private readonly groups: Map<number, string>,
    private readonly assets: Map<number, string>,
    private readonly accounts: Map<number, string>,
    private readonly tags: Map<number, string>,
  ) {}

  static async load(db: Db, scopes: readonly ScopeWithApprovers[]): Promise<NameBook> {
    const all = (pick: (scope: ScopeWithApprovers) => number[]) => [...new Set(scopes.flatMap(pick))];
    const userIds = all((s) => [...s.userIds, ...(s.approverIds ?? [])]);
    const groupIds = all((s) => s.groupIds);
    const assetIds = all((s) => s.assetIds);
    const accountIds = all((s) => s.accountIds);
    const tagIds = all((s) => s.tagIds ?? []);
    const [users, groups, assets, accounts, tags] = await Promise.all([
      userIds.length
        ? db.selectFrom('users').select(['id', 'user_name as name']).where('id', 'in', userIds).execute()
        : [],
      groupIds.length
        ? db.selectFrom('user_groups').select(['id', 'group_name as name']).where('id', 'in', groupIds).execute()
        : [],
      assetIds.length ? db.selectFrom('assets').select(['id', 'name']).where('id', 'in', assetIds).execute() : [],
      accountIds.length
        ? db
            .selectFrom('accounts')
            .innerJoin('assets', 'assets.id', 'accounts.asset_id')
            .select(['accounts.id as id', 'accounts.account_name as account', 'assets.name as asset'])
            .where('accounts.id', 'in', accountIds)
            .execute()
        : [],
      tagIds.length ? db.selectFrom('tags').select(['id', 'name']).where('id', 'in', tagIds).execute() : [],
    ]);
    const toMap = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
    return new NameBook(
      toMap(users),
      toMap(groups),
      toMap(assets),
      new Map(accounts.map((row) => [row.id, `${row.account}@${row.asset}`])),
      toMap(tags),
    );
  }

  /** Entries that no longer exist (deleted since) are left out. */
  named(kind: NamedKind, ids: readonly number[]): NamedRef[] {
    const map = this[kind];
    return ids.flatMap((id) => {
      const name = map.get(id);
      return name === undefined ? [] : [{ id, name }];
    });
  }

  scope(scope: PolicyScopeIds): ScopeNames {
    return {
      users: this.named('users', scope.userIds),
      groups: this.named('groups', scope.groupIds),
      assets: this.named('assets', scope.assetIds),
      accounts: this.named('accounts', scope.accountIds),
    };
  }

  /**
   * Refuses a save that names an id that does not exist, naming the field. Ids the stored policy already had
   * (`before`, on an edit) pass even if deleted since: dropping them could widen the policy to "all".
   */
  requireAll(scope: ScopeWithApprovers, before?: ScopeWithApprovers): void {
    const check = (field: keyof ScopeWithApprovers, kind: NamedKind) => {
      const kept = new Set(before?.[field] ?? []);
      const fresh = (scope[field] ?? []).filter((id) => !kept.has(id));
      if (this.named(kind, fresh).length !== fresh.length) throw fieldError(field, 'policyScopeUnknown', { field });
    };
    check('userIds', 'users');
    check('groupIds', 'groups');
    check('assetIds', 'assets');
    check('accountIds', 'accounts');
    check('approverIds', 'users');
    check('tagIds', 'tags');
  }
}
