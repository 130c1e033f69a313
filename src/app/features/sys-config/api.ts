import {
  addConfig,
  type ConfigBody,
  type EditConfigBody,
  editConfig,
  type ListConfigsQuery,
  listConfigs,
  refreshConfigCache,
  removeConfigs,
} from '../../../shared/api/sysConfig';
import { call, callPage } from '../../data/http';

/** The parameter page's calls (spec §7 /system/config/*); the only file of this feature that calls the network. */
export const fetchConfigs = (query: ListConfigsQuery, signal?: AbortSignal) => callPage(listConfigs, { query, signal });
export const createConfig = (body: ConfigBody) => call(addConfig, { body, silent: true });
export const saveConfig = (body: EditConfigBody) => call(editConfig, { body, silent: true });
export const deleteConfigs = (configIds: readonly number[]) =>
  call(removeConfigs, { params: { configIds: configIds.join(',') } });
export const refreshCache = () => call(refreshConfigCache, {});
