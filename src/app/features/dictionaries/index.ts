import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * Dictionaries (spec §2 /system/dict-data/index/:dictId, §7 /system/dict/*): page-registry entries keyed by the
 * menu's component names and the static route table's (system/dict/data).
 */
const dictTypeList = asPage(() => import('./DictTypeListPage'), 'DictTypeListPage');
const dictData = asPage(() => import('./DictDataPage'), 'DictDataPage');

export const dictionaryPages: Readonly<Record<string, PageComponent>> = {
  DictType: dictTypeList,
  DictData: dictData,
  'system/dict/data': dictData,
};
