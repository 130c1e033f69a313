import { getCompanyInfo, getDictDataByType, listAllDictData } from '../../../shared/api/system';
import { defineHandler, type RouteHandler } from '../../http/handler';
import { loadSettings } from '../settings';
import { allDictEntries, dictEntries } from './dictService';

export const PRODUCT_NAME = 'Gatehouse';
export const PRODUCT_VERSION = '0.1.0';

export const systemHandlers: RouteHandler[] = [
  defineHandler(getDictDataByType, async ({ deps, params, lang }) => dictEntries(deps.db, params.type, lang)),
  defineHandler(listAllDictData, async ({ deps, lang }) => allDictEntries(deps.db, lang)),
  defineHandler(getCompanyInfo, async ({ deps }) => {
    const settings = await loadSettings(deps.db);
    return {
      companyName: settings.companyName,
      productName: PRODUCT_NAME,
      version: PRODUCT_VERSION,
      edition: 'NORMAL' as const,
      copyright: `© ${deps.now().getUTCFullYear()} ${settings.companyName}`,
    };
  }),
];
