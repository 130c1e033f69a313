/** Badge text (spec §2, §9): nothing for zero, the number up to 99, then 99+. */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
