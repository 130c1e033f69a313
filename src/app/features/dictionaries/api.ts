import {
  addDictData,
  addDictType,
  type DictDataBody,
  type DictTypeBody,
  type EditDictDataBody,
  type EditDictTypeBody,
  editDictData,
  editDictType,
  getDictType,
  type ListDictDataQuery,
  type ListDictTypesQuery,
  listDictData,
  listDictTypes,
  removeDictData,
  removeDictTypes,
} from '../../../shared/api/dictionaries';
import { call, callPage } from '../../data/http';

/** The dictionary pages' calls (spec §7 /system/dict/*); the only file of this feature that calls the network. */
export const fetchDictTypes = (query: ListDictTypesQuery, signal?: AbortSignal) =>
  callPage(listDictTypes, { query, signal });
export const fetchDictType = (dictId: number, signal?: AbortSignal) =>
  call(getDictType, { params: { dictId: String(dictId) }, signal });
export const createDictType = (body: DictTypeBody) => call(addDictType, { body, silent: true });
export const saveDictType = (body: EditDictTypeBody) => call(editDictType, { body, silent: true });
export const deleteDictTypes = (dictIds: readonly number[]) =>
  call(removeDictTypes, { params: { dictIds: dictIds.join(',') } });

export const fetchDictData = (query: ListDictDataQuery, signal?: AbortSignal) =>
  callPage(listDictData, { query, signal });
export const createDictData = (body: DictDataBody) => call(addDictData, { body, silent: true });
export const saveDictData = (body: EditDictDataBody) => call(editDictData, { body, silent: true });
export const deleteDictData = (dictCodes: readonly number[]) =>
  call(removeDictData, { params: { dictCodes: dictCodes.join(',') } });
