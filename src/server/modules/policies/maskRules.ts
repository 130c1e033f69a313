import { MASK_KINDS, type MaskKind, type MaskRule } from '../../../shared/rules/dataMasking';
import { readJson } from './jsonList';

/** A policy's masking rules as stored (JSON `[{pattern, kind}]`); entries that are not rules are skipped. */
export function readMaskRules(text: string): MaskRule[] {
  const value = readJson(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { pattern, kind } = item as Record<string, unknown>;
    if (typeof pattern !== 'string' || !MASK_KINDS.includes(kind as MaskKind)) return [];
    return [{ pattern, kind: kind as MaskKind }];
  });
}
