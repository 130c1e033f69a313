import { describe, expect, it } from 'vitest';
import {
  clampWidth,
  initialWidths,
  keyedWidth,
  MAX_COLUMN_PX,
  MIN_COLUMN_PX,
  withWidth,
} from '../../../src/app/features/terminal/sql/columnWidths';
import { clampPage, pageCount, pageOf } from '../../../src/app/features/terminal/sql/resultPaging';

describe('SQL console result grid (issue 18)', () => {
  it('pages a result 100 rows at a time and keeps the page within it', () => {
    const rows = Array.from({ length: 250 }, (_, index) => index);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(250)).toBe(3);
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, first: 101, last: 200 });
    expect(pageOf(rows, 1).rows[0]).toBe(100);
    expect(pageOf(rows, 9)).toMatchObject({ page: 2, first: 201, last: 250 });
    expect(pageOf([], 0)).toMatchObject({ page: 0, first: 0, last: 0 });
    expect(clampPage(-3, 250)).toBe(0);
  });

  it('starts columns as wide as their longest early value within bounds, and resizes one at a time', () => {
    const widths = initialWidths(
      [
        { name: 'id', type: 'int4' },
        { name: 'note', type: 'text' },
      ],
      [[1, 'x'.repeat(500)]],
    );
    expect(widths[0]).toBeGreaterThanOrEqual(MIN_COLUMN_PX);
    expect(widths[1]).toBe(360);
    expect(withWidth(widths, 0, 10)).toEqual([MIN_COLUMN_PX, 360]);
    expect(withWidth(widths, 1, 5000)).toEqual([widths[0], MAX_COLUMN_PX]);
    expect(clampWidth(100.4)).toBe(100);
  });

  it('resizes from the keyboard: arrows, Shift for big steps, Home and End', () => {
    expect(keyedWidth(100, 'ArrowRight', false)).toBe(116);
    expect(keyedWidth(100, 'ArrowLeft', true)).toBe(MIN_COLUMN_PX);
    expect(keyedWidth(100, 'End', false)).toBe(MAX_COLUMN_PX);
    expect(keyedWidth(100, 'Home', false)).toBe(MIN_COLUMN_PX);
    expect(keyedWidth(100, 'Enter', false)).toBeNull();
  });
});
