import { editBaseConfig, getBaseConfig } from '../../../shared/api/baseConfig';
import { editWatermarkSettings, getWatermarkSettings } from '../../../shared/api/watermark';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { loadBaseConfig, saveBaseConfig } from './baseConfig';
import { loadWatermark, saveWatermark } from './watermark';

/** The setting centre's base configuration and page watermark (spec §7). */
export const settingHandlers: RouteHandler[] = [
  defineHandler(getBaseConfig, async (ctx) => loadBaseConfig(ctx.deps.db)),
  defineHandler(editBaseConfig, async (ctx) => saveBaseConfig(ctx.deps.db, ctx.body)),
  defineHandler(getWatermarkSettings, async (ctx) => loadWatermark(ctx.deps.db)),
  defineHandler(editWatermarkSettings, async (ctx) => saveWatermark(ctx.deps.db, ctx.body)),
];
