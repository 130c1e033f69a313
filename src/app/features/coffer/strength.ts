import type { ManagedAccount } from '../../../shared/api/vaultAccounts';
import type { PasswordStrength } from '../../../shared/rules/validation';

/**
 * Spec §4 password strength as the vault's pages show it: a badge per account (its label is the password_strength
 * dictionary's, so it reads as everywhere else in the console) and the distribution chart. The colours are fixed
 * here so that the badge and the chart's bar of one strength always match.
 */
export const STRENGTH_COLOURS: Readonly<Record<PasswordStrength, 'danger' | 'warning' | 'success'>> = {
  low: 'danger',
  middle: 'warning',
  high: 'success',
};

/** A key account, or a password account without a stored password, has no strength: its cell shows —. */
export type StrengthBadge =
  | { kind: 'none' }
  | { kind: 'rated'; strength: PasswordStrength; colour: (typeof STRENGTH_COLOURS)[PasswordStrength]; isWeak: boolean };

export function strengthBadgeOf(account: Pick<ManagedAccount, 'strength' | 'weak'>): StrengthBadge {
  if (account.strength === null) return { kind: 'none' };
  return {
    kind: 'rated',
    strength: account.strength,
    colour: STRENGTH_COLOURS[account.strength],
    isWeak: account.weak,
  };
}

export interface StrengthSegment {
  strength: PasswordStrength;
  count: number;
  /** Its share of the bar, 0–100 (not rounded: the widths add up to 100). */
  percent: number;
}

/** The chart's segments, in the order low, middle, high; none when no account of the filter has a strength. */
export function strengthSegments(counts: readonly { strength: PasswordStrength; count: number }[]): StrengthSegment[] {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return [];
  return counts.map((entry) => ({ ...entry, percent: (entry.count / total) * 100 }));
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The chart's text alternative: every strength with its count, zero included, in words. */
export function strengthSummary(
  segments: readonly StrengthSegment[],
  labelOf: (strength: PasswordStrength) => string,
  t: Translate,
): string {
  const parts = segments
    .map((segment) => t('coffer.chart.part', { label: labelOf(segment.strength), count: segment.count }))
    .join(t('coffer.chart.separator'));
  return t('coffer.chart.summary', { parts });
}
