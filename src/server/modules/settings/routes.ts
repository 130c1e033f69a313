import { editBaseConfig, getBaseConfig } from '../../../shared/api/baseConfig';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { loadBaseConfig, saveBaseConfig } from './baseConfig';

/** The setting centre's base configuration (spec §7 /setting-center/baseConfig/query|edit). */
export const settingHandlers: RouteHandler[] = [
  defineHandler(getBaseConfig, async (ctx) => loadBaseConfig(ctx.deps.db)),
  defineHandler(editBaseConfig, async (ctx) => saveBaseConfig(ctx.deps.db, ctx.body)),
];
