import {
  addConfig,
  editConfig,
  getConfig,
  getConfigByKey,
  listConfigs,
  refreshConfigCache,
  removeConfigs,
} from '../../../shared/api/sysConfig';
import { defineHandler, definePagedHandler, type RouteHandler } from '../../http/handler';
import * as service from './service';

/** Parameters (spec §7 /system/config/*; docs/dictionaries.md "Parameters"). */
export const sysConfigHandlers: RouteHandler[] = [
  definePagedHandler(listConfigs, async ({ deps, query }) => service.listConfigs(deps.db, query)),
  defineHandler(getConfig, async ({ deps, params }) => service.configDetail(deps.db, params.configId)),
  defineHandler(getConfigByKey, async ({ deps, params }) => service.configByKey(deps.db, params.configKey)),
  defineHandler(addConfig, async ({ deps, body }) => service.addConfig(deps.db, body)),
  defineHandler(editConfig, async ({ deps, body, lang }) => service.editConfig(deps.db, body, lang)),
  // Every service reads parameters from the database per request (settings/service.ts): there is no cache, so
  // nothing is cleared and the call answers success with 0 (kept for clients of the spec's call).
  defineHandler(refreshConfigCache, async () => ({ cleared: 0 })),
  defineHandler(removeConfigs, async ({ deps, params }) => ({
    removed: await service.removeConfigs(deps.db, params.configIds),
  })),
];
