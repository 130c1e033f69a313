import type { NamedRef } from '../../../shared/api/policies';
import { useTargetLookups, useTargetOptions } from './queries';
import type { TargetKind } from './taskForm';
import { useDebouncedText } from './useDebouncedText';

const SEARCH_DELAY_MS = 300;

const contains = (name: string, keyword: string) => name.toLowerCase().includes(keyword.trim().toLowerCase());

/**
 * The entries a target picker offers for `keyword`: accounts and assets searched on the server (the first 100
 * matches), tags, asset types and the departments the caller manages from one lookup, filtered here.
 */
export function useTargetChoices(kind: TargetKind, keyword: string): NamedRef[] {
  const settled = useDebouncedText(keyword.trim(), SEARCH_DELAY_MS);
  const searched = useTargetOptions(kind === 'accounts' || kind === 'assets' ? settled : '');
  const lookups = useTargetLookups();
  if (kind === 'accounts') return searched.data?.accounts ?? [];
  if (kind === 'assets') return searched.data?.assets ?? [];
  const all: NamedRef[] = lookups.data?.[kind] ?? [];
  return all.filter((entry) => contains(entry.name, keyword));
}
