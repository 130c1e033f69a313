/**
 * Masking of database results (docs/database-sessions.md, "Masking"): a behaviour policy's rules name columns by
 * a pattern (`phone`, `mobile*`, `users.phone`, `*.id_no`; `*` stands for any characters, case is ignored) and a
 * mask kind. The server masks the values of matching result columns of the web SQL console before they leave the
 * bastion; these functions are what a value becomes.
 */

export const MaskKind = { phone: 'phone', idNumber: 'idNumber', email: 'email', name: 'name', full: 'full' } as const;
export type MaskKind = (typeof MaskKind)[keyof typeof MaskKind];
export const MASK_KINDS = Object.values(MaskKind) as [MaskKind, ...MaskKind[]];

export interface MaskRule {
  /** `[table.]column`, `*` as a wildcard in either part. */
  pattern: string;
  kind: MaskKind;
}

export const MASK_PATTERN_MAX = 64;
export const MASK_RULES_MAX = 50;
/** Letters (any script), digits, `_`, `$` and `*`; one optional `table.` part. */
export const MASK_PATTERN_SYNTAX = /^(?:[\p{L}\p{N}_$*]+\.)?[\p{L}\p{N}_$*]+$/u;

/** What a fully masked value shows, whatever its length (the length is not given away). */
export const FULL_MASK = '******';

const stars = (count: number) => '*'.repeat(Math.max(count, 0));

/** 13812341234 → 138****1234; shorter than 7 characters: fully masked. */
function maskPhone(text: string): string {
  if (text.length < 7) return FULL_MASK;
  return `${text.slice(0, 3)}****${text.slice(-4)}`;
}

/** A Chinese ID number keeps its first 6 (region) and last 4 characters: 110101********1234. */
function maskIdNumber(text: string): string {
  if (text.length <= 10) return FULL_MASK;
  return `${text.slice(0, 6)}${stars(text.length - 10)}${text.slice(-4)}`;
}

/** zhang.san@example.com → z***@example.com; text without an @ is fully masked. */
function maskEmail(text: string): string {
  const at = text.lastIndexOf('@');
  if (at < 1) return FULL_MASK;
  return `${text.slice(0, 1)}***${text.slice(at)}`;
}

/** 张三丰 → 张**, Alice → A****: the first character stays (by code point, so a CJK surname stays whole). */
function maskName(text: string): string {
  const chars = [...text];
  if (chars.length <= 1) return '*';
  return `${chars[0]}${stars(chars.length - 1)}`;
}

const MASKERS: Record<MaskKind, (text: string) => string> = {
  phone: maskPhone,
  idNumber: maskIdNumber,
  email: maskEmail,
  name: maskName,
  full: () => FULL_MASK,
};

/**
 * A result value masked by `kind`: NULL stays NULL (it holds nothing to hide), anything else becomes masked text
 * (a number or boolean is masked as its text).
 */
export function maskValue(kind: MaskKind, value: string | number | boolean | null): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return FULL_MASK;
  return MASKERS[kind](String(value).trim());
}

/** `users.phone` → table `users`, column `phone`; a pattern without a dot names any table's column. */
export function splitPattern(pattern: string): { table: string | null; column: string } {
  const dot = pattern.indexOf('.');
  return dot < 0 ? { table: null, column: pattern } : { table: pattern.slice(0, dot), column: pattern.slice(dot + 1) };
}

/** Whether `name` matches a glob (`*` any characters), ignoring case. */
export function globMatches(glob: string, name: string): boolean {
  const source = glob
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 'u').test(name.toLowerCase());
}
