import {
  getLabelUses,
  type ListLabelsQuery,
  listLabels,
  type MergeLabelsBody,
  mergeLabels,
  previewLabelMerge,
  removeUnusedLabel,
} from '../../../shared/api/labels';
import { type EditTagBody, editTag } from '../../../shared/api/tags';
import { call, callPage } from '../../data/http';

/** The label governance page's calls (/system/label/*, and PUT /system/tag/edit to rename); the only file here that calls the network. */
export const fetchLabels = (query: ListLabelsQuery, signal?: AbortSignal) => callPage(listLabels, { query, signal });
export const fetchLabelUses = (tagId: number, signal?: AbortSignal) =>
  call(getLabelUses, { params: { tagId: String(tagId) }, signal });
export const fetchMergePlan = (sourceId: number, targetId: number, signal?: AbortSignal) =>
  call(previewLabelMerge, {
    query: { sourceId: String(sourceId), targetId: String(targetId) },
    signal,
    silent: true,
  });
export const renameLabel = (body: EditTagBody) => call(editTag, { body, silent: true });
export const mergeLabel = (body: MergeLabelsBody) => call(mergeLabels, { body, silent: true });
export const deleteUnusedLabel = (tagId: number) => call(removeUnusedLabel, { params: { tagId: String(tagId) } });
