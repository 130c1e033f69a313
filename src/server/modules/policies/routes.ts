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
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { commandPolicies } from './commandPolicies';
import { loginPolicies } from './loginPolicies';
import { policyOptions } from './options';

/** Command interception (/command-intercept-list) and login policies (/maintenance-policy-list). */
export const policyHandlers: RouteHandler[] = [
  definePagedHandler(listCommandPolicies, async ({ deps, query }) => commandPolicies.list(deps, query)),
  defineHandler(getCommandPolicy, async ({ deps, params }) => commandPolicies.get(deps, params.id)),
  defineHandler(addCommandPolicy, async (ctx) => commandPolicies.add(ctx.deps, sessionOf(ctx).userName, ctx.body)),
  defineHandler(updateCommandPolicy, async ({ deps, body }) => commandPolicies.update(deps, body)),
  defineHandler(removeCommandPolicies, async ({ deps, params }) => ({
    removed: await commandPolicies.remove(deps, params.ids),
  })),
  definePagedHandler(listLoginPolicies, async ({ deps, query }) => loginPolicies.list(deps, query)),
  defineHandler(getLoginPolicy, async ({ deps, params }) => loginPolicies.get(deps, params.id)),
  defineHandler(addLoginPolicy, async (ctx) => loginPolicies.add(ctx.deps, sessionOf(ctx).userName, ctx.body)),
  defineHandler(updateLoginPolicy, async ({ deps, body }) => loginPolicies.update(deps, body)),
  defineHandler(removeLoginPolicies, async ({ deps, params }) => ({
    removed: await loginPolicies.remove(deps, params.ids),
  })),
  defineHandler(listPolicyOptions, async ({ deps, query }) => policyOptions(deps.db, query.keyword)),
];
