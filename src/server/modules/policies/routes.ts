import {
  addBehaviorPolicy,
  getBehaviorPolicy,
  listBehaviorPolicies,
  previewBehavior,
  removeBehaviorPolicies,
  updateBehaviorPolicy,
} from '../../../shared/api/behaviorPolicies';
import { DB_ROW_LIMIT_DEFAULT, DB_TIMEOUT_MS_DEFAULT } from '../../../shared/api/dbSessions';
import {
  addCommandPolicy,
  addLoginPolicy,
  getCommandPolicy,
  getLoginPolicy,
  listCommandPolicies,
  listLoginPolicies,
  listPolicyOptions,
  removeCommandPolicies,
  removeLoginPolicies,
  updateCommandPolicy,
  updateLoginPolicy,
} from '../../../shared/api/policies';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors/appError';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { behaviorFor, dbRulesFor } from './behaviorFor';
import { behaviorPolicies } from './behaviorPolicies';
import { commandPolicies } from './commandPolicies';
import { loginPolicies } from './loginPolicies';
import { policyOptions } from './options';
import { forgetSqlPolicies } from './sqlPolicyCache';

/** A command policy write: SQL interception reads the policies again for the next statement on this node. */
async function forgettingSqlPolicies<T>(deps: Deps, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } finally {
    forgetSqlPolicies(deps);
  }
}

/** Command interception (/command-intercept-list), login and behaviour policies (/maintenance-policy-list). */
export const policyHandlers: RouteHandler[] = [
  definePagedHandler(listCommandPolicies, async ({ deps, query }) => commandPolicies.list(deps, query)),
  defineHandler(getCommandPolicy, async ({ deps, params }) => commandPolicies.get(deps, params.id)),
  defineHandler(addCommandPolicy, async (ctx) =>
    forgettingSqlPolicies(ctx.deps, commandPolicies.add(ctx.deps, sessionOf(ctx).userName, ctx.body)),
  ),
  defineHandler(updateCommandPolicy, async ({ deps, body }) =>
    forgettingSqlPolicies(deps, commandPolicies.update(deps, body)),
  ),
  defineHandler(removeCommandPolicies, async ({ deps, params }) => ({
    removed: await forgettingSqlPolicies(deps, commandPolicies.remove(deps, params.ids)),
  })),
  definePagedHandler(listLoginPolicies, async ({ deps, query }) => loginPolicies.list(deps, query)),
  defineHandler(getLoginPolicy, async ({ deps, params }) => loginPolicies.get(deps, params.id)),
  defineHandler(addLoginPolicy, async (ctx) => loginPolicies.add(ctx.deps, sessionOf(ctx).userName, ctx.body)),
  defineHandler(updateLoginPolicy, async ({ deps, body }) => loginPolicies.update(deps, body)),
  defineHandler(removeLoginPolicies, async ({ deps, params }) => ({
    removed: await loginPolicies.remove(deps, params.ids),
  })),
  definePagedHandler(listBehaviorPolicies, async ({ deps, query }) => behaviorPolicies.list(deps, query)),
  defineHandler(previewBehavior, async ({ deps, query }) => {
    const account = await deps.db
      .selectFrom('accounts')
      .select(['id', 'asset_id'])
      .where('id', '=', query.accountId)
      .executeTakeFirst();
    if (!account) throw fieldError('accountId', 'policyScopeUnknown', { field: 'accountId' });
    const facts = { userId: query.userId, assetId: account.asset_id, accountId: account.id };
    const [behavior, database] = await Promise.all([behaviorFor(deps, facts), dbRulesFor(deps, facts)]);
    return {
      ...behavior,
      database: {
        rowLimit: database.dbRowLimit ?? DB_ROW_LIMIT_DEFAULT,
        statementTimeoutSeconds: database.dbTimeoutSeconds ?? DB_TIMEOUT_MS_DEFAULT / 1000,
        masking: database.masking,
      },
      decidedBy: { ...behavior.decidedBy, ...database.decidedBy },
    };
  }),
  defineHandler(getBehaviorPolicy, async ({ deps, params }) => behaviorPolicies.get(deps, params.id)),
  defineHandler(addBehaviorPolicy, async (ctx) => behaviorPolicies.add(ctx.deps, sessionOf(ctx).userName, ctx.body)),
  defineHandler(updateBehaviorPolicy, async ({ deps, body }) => behaviorPolicies.update(deps, body)),
  defineHandler(removeBehaviorPolicies, async ({ deps, params }) => ({
    removed: await behaviorPolicies.remove(deps, params.ids),
  })),
  defineHandler(listPolicyOptions, async ({ deps, query }) => policyOptions(deps.db, query.keyword)),
];
