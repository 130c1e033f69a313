import ky from 'ky';
import { z } from 'zod';
import { type DictEntry, getDictDataByType, listAllDictData } from '../../../shared/api/system';
import { noteServerAnswer } from '../../pwa/connectivity';
import { REQUEST_TIMEOUT_MS } from '../config';
import { call } from '../http';

/**
 * Site config (spec §3), served as the static file /data/data.json (spec §7), not by the API: it has
 * no envelope, so it is read here rather than through call(). Its schema lives here because no server
 * code produces it.
 */
export const SiteConfigSchema = z.object({
  webTitle: z.string(),
  title: z.string(),
  primaryColor: z.string(),
  shrinkMenuIconWidth: z.number(),
  shrinkMenuIconHeight: z.number(),
  menuIconWidth: z.number(),
  menuIconHeight: z.number(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const SITE_CONFIG_URL = '/data/data.json';

export async function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  const response = await ky(SITE_CONFIG_URL, { signal, timeout: REQUEST_TIMEOUT_MS, retry: 0 });
  noteServerAnswer(response);
  return SiteConfigSchema.parse(await response.json());
}

export function fetchDict(type: string, signal?: AbortSignal): Promise<DictEntry[]> {
  return call(getDictDataByType, { params: { type }, signal, silent: true });
}

/** Every dictionary in the request's language, in one answer (the offline copy's source). */
export function fetchAllDicts(signal?: AbortSignal): Promise<DictEntry[]> {
  return call(listAllDictData, { signal, silent: true });
}
