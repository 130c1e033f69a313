import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/app/components/formatDateTime';

describe('formatDateTime', () => {
  it('writes the spec format YYYY-MM-DD HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
  });

  it('shows nothing for a missing or unreadable value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
