import { describe, expect, it } from 'vitest';
import { pagerItems } from '../../../src/app/components/table/pagerItems';
import { describeUserAgent } from '../../../src/app/features/user-center/userAgent';

const show = (items: ReturnType<typeof pagerItems>) =>
  items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pagerItems (spec §9 pager count)', () => {
  it('shows every page when they fit', () => {
    expect(show(pagerItems(1, 5, 7))).toBe('1 2 3 4 5');
    expect(show(pagerItems(1, 1, 5))).toBe('1');
  });

  it('keeps first and last and leaves out the far side, seven buttons at most', () => {
    expect(show(pagerItems(1, 20, 7))).toBe('1 2 3 4 5 6 … 20');
    expect(show(pagerItems(10, 20, 7))).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(pagerItems(20, 20, 7))).toBe('1 … 15 16 17 18 19 20');
  });

  it('uses five buttons under 992 px', () => {
    expect(show(pagerItems(1, 20, 5))).toBe('1 2 3 4 … 20');
    expect(show(pagerItems(10, 20, 5))).toBe('1 … 9 10 11 … 20');
    expect(show(pagerItems(20, 20, 5))).toBe('1 … 17 18 19 20');
  });
});

describe('describeUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    expect(describeUserAgent(chrome)).toBe('Chrome 156 / Linux');
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0';
    expect(describeUserAgent(edge)).toBe('Edge 130 / Windows');
    expect(describeUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(describeUserAgent('')).toBe('-');
  });
});
