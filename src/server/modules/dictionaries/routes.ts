import {
  addDictData,
  addDictType,
  editDictData,
  editDictType,
  getDictData,
  getDictType,
  listDictData,
  listDictTypes,
  removeDictData,
  removeDictTypes,
} from '../../../shared/api/dictionaries';
import { defineHandler, definePagedHandler, type RouteHandler } from '../../http/handler';
import * as data from './dataService';
import * as types from './typeService';

/** Dictionary types and entries (spec §7 /system/dict/*; docs/dictionaries.md). The lookups stay in modules/system. */
export const dictionaryHandlers: RouteHandler[] = [
  definePagedHandler(listDictTypes, async ({ deps, query }) => types.listDictionaries(deps.db, query)),
  defineHandler(getDictType, async ({ deps, params }) => types.dictionaryDetail(deps.db, params.dictId)),
  defineHandler(addDictType, async ({ deps, body }) => types.addDictionary(deps.db, body)),
  defineHandler(editDictType, async ({ deps, body }) => types.editDictionary(deps.db, body)),
  defineHandler(removeDictTypes, async ({ deps, params, lang }) => ({
    removed: await types.removeDictionaries(deps.db, params.dictIds, lang),
  })),
  definePagedHandler(listDictData, async ({ deps, query }) => {
    await data.assertTypeExists(deps.db, query.dictType);
    return data.listDictData(deps.db, query);
  }),
  defineHandler(getDictData, async ({ deps, params }) => data.dictDataDetail(deps.db, params.dictCode)),
  defineHandler(addDictData, async ({ deps, body }) => data.addDictData(deps.db, body)),
  defineHandler(editDictData, async ({ deps, body }) => data.editDictData(deps.db, body)),
  defineHandler(removeDictData, async ({ deps, params, lang }) => ({
    removed: await data.removeDictData(deps.db, params.dictCodes, lang),
  })),
];
