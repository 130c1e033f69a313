import {
  addScript,
  getScript,
  listScripts,
  removeScripts,
  testScript,
  updateScript,
} from '../../../../shared/api/changeScripts';
import { formatMessage } from '../../../../shared/messages';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../../http/handler';
import { assetScopeOf } from '../../assets';
import { changeAccountPassword } from './changePassword';
import * as scripts from './scriptService';

/** Password-change scripts (/densification-template-list) and their test run on one account. */
export const scriptHandlers: RouteHandler[] = [
  definePagedHandler(listScripts, async ({ deps, query }) => scripts.listScripts(deps, query)),
  defineHandler(getScript, async ({ deps, params }) => scripts.getScript(deps, params.id)),
  defineHandler(addScript, async (ctx) => scripts.addScript(ctx.deps, sessionOf(ctx), ctx.body)),
  defineHandler(updateScript, async ({ deps, body }) => scripts.updateScript(deps, body)),
  defineHandler(removeScripts, async ({ deps, params }) => ({
    removed: await scripts.removeScripts(deps, params.ids),
  })),
  defineHandler(testScript, async (ctx) => {
    const session = sessionOf(ctx);
    const script = await scripts.loadScript(ctx.deps, ctx.body.scriptId);
    const scope = await assetScopeOf(ctx.deps.db, session);
    const outcome = await changeAccountPassword(ctx.deps, scope, ctx.body.accountId, script, session.userName);
    return {
      changed: outcome.changed,
      message: formatMessage(outcome.messageKey, ctx.lang, outcome.params),
      transcript: outcome.transcript,
    };
  }),
];
