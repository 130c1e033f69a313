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
import * as command from './commandPolicies';
import * as login from './loginPolicies';
import { policyOptions } from './options';

/** Command interception (/command-intercept-list) and login policies (/maintenance-policy-list). */
export const policyHandlers: RouteHandler[] = [
  definePagedHandler(listCommandPolicies, async ({ deps, query }) => command.listCommandPolicies(deps, query)),
  defineHandler(getCommandPolicy, async ({ deps, params }) => command.getCommandPolicy(deps, params.id)),
  defineHandler(addCommandPolicy, async (ctx) => command.addCommandPolicy(ctx.deps, sessionOf(ctx).userName, ctx.body)),
  defineHandler(updateCommandPolicy, async ({ deps, body }) => command.updateCommandPolicy(deps, body)),
  defineHandler(removeCommandPolicies, async ({ deps, params }) => ({
    removed: await command.removeCommandPolicies(deps, params.ids),
  })),
  definePagedHandler(listLoginPolicies, async ({ deps, query }) => login.listLoginPolicies(deps, query)),
  defineHandler(getLoginPolicy, async ({ deps, params }) => login.getLoginPolicy(deps, params.id)),
  defineHandler(addLoginPolicy, async (ctx) => login.addLoginPolicy(ctx.deps, sessionOf(ctx).userName, ctx.body)),
  defineHandler(updateLoginPolicy, async ({ deps, body }) => login.updateLoginPolicy(deps, body)),
  defineHandler(removeLoginPolicies, async ({ deps, params }) => ({
    removed: await login.removeLoginPolicies(deps, params.ids),
  })),
  defineHandler(listPolicyOptions, async ({ deps, query }) => policyOptions(deps.db, query.keyword)),
];
