import type { NamedRef } from '../../../shared/api/policies';
import { useDeptChoices, usePlatformChoices, useTagChoices, useTargetOptions } from './queries';
import type { TargetKind } from './taskForm';
import { useDebouncedText } from './useDebouncedText';

const SEARCH_DELAY_MS = 300;

const contains = (name: string, keyword: string) => name.toLowerCase().includes(keyword.trim().toLowerCase());

/**
 * The entries a target picker offers for `keyword`: accounts and assets searched on the server (the first 100
 * matches), tags, asset types and departments from their full lists, filtered here.
 */
export function useTargetChoices(kind: TargetKind, keyword: string): NamedRef[] {
  const settled = useDebouncedText(keyword.trim(), SEARCH_DELAY_MS);
  const searched = useTargetOptions(kind === 'accounts' || kind === 'assets' ? settled : '');
  const tags = useTagChoices();
  const platforms = usePlatformChoices();
  const depts = useDeptChoices();
  if (kind === 'accounts') return searched.data?.accounts ?? [];
  if (kind === 'assets') return searched.data?.assets ?? [];
  let all: NamedRef[];
  if (kind === 'tags') all = (tags.data ?? []).map((tag) => ({ id: tag.tagId, name: tag.tagName }));
  else if (kind === 'platforms')
    all = (platforms.data?.rows ?? []).map((platform) => ({ id: platform.platformId, name: platform.platformName }));
  else all = (depts.data ?? []).map((dept) => ({ id: dept.deptId, name: dept.deptPath }));
  return all.filter((entry) => contains(entry.name, keyword));
}
