import { activateLicence, getLicence, getLicenceMode } from '../../../shared/api/licence';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { activateLicence as activate } from './licenceService';
import { licenceView } from './licenceState';
import { installationId } from './licenceStore';

/** The licence page's calls (spec §7; docs/licence.md). */
export const licenceHandlers: RouteHandler[] = [
  defineHandler(getLicence, async (ctx) => licenceView(ctx.deps)),
  defineHandler(getLicenceMode, async (ctx) => ({
    mode: 'offline' as const,
    installationId: await installationId(ctx.deps.db),
    format: 'GHL1' as const,
  })),
  defineHandler(activateLicence, async (ctx) => {
    await activate(ctx.deps, ctx.body.key, ctx.session?.userName ?? '');
    return licenceView(ctx.deps);
  }),
];
