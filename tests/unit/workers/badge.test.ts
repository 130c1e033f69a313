import { describe, expect, it } from 'vitest';
import { type BadgeState, BadgeStore, formatBadge } from '../../../src/workers/badge';

describe('formatBadge', () => {
  it('shows nothing for 0, the number up to 99 and 99+ above', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(-3)).toBe('');
    expect(formatBadge(Number.NaN)).toBe('');
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12_345)).toBe('99+');
  });
});

describe('BadgeStore', () => {
  it('fans the same state out to every subscriber, once per change', () => {
    const store = new BadgeStore();
    const seen: BadgeState[][] = [[], [], []];
    const unsubscribes = seen.map((list) => store.subscribe((state) => list.push(state)));
    store.set({ unread: 120, approvals: 7, connection: 'open' });
    store.set({ unread: 120 }); // no change, no event
    unsubscribes[2]?.();
    store.set({ approvals: 0 });

    expect(seen[0]).toHaveLength(2);
    expect(seen[0]?.[0]).toMatchObject({ unreadBadge: '99+', approvalsBadge: '7', connection: 'open' });
    expect(seen[0]?.[1]).toMatchObject({ unreadBadge: '99+', approvalsBadge: '' });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[1]?.[0]).toBe(seen[0]?.[0]);
    expect(seen[2]).toHaveLength(1);
    expect(store.get()).toBe(seen[0]?.[1]);
  });
});
