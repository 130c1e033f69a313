import ky from 'ky';
import { z } from 'zod';
import { SiteConfigSchema as SharedSiteConfigSchema } from '../../../shared/api/baseConfig';
import { type DictEntry, getDictDataByType, listAllDictData } from '../../../shared/api/system';
import { noteServerAnswer } from '../../pwa/connectivity';
import { REQUEST_TIMEOUT_MS } from '../config';
import { call } from '../http';

/**
 * Site config (spec §3), read from /data/data.json (spec §7), not through the API: it has no envelope, so it is
 * read here rather than through call(). The server answers it from the base configuration; a copy stored before
 * logos existed has none.
 */
export const SiteConfigSchema = SharedSiteConfigSchema.extend({ logo: z.string().default('') });
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
