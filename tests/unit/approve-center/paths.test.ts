import { describe, expect, it } from 'vitest';
import {
  applyPath,
  centerListPath,
  centerTabFrom,
  formPageMode,
  requestPath,
} from '../../../src/app/features/approve-center/paths';

describe('approval centre addresses', () => {
  it('opens on the backlog unless the address names another tab', () => {
    expect(centerTabFrom(null)).toBe('todo');
    expect(centerTabFrom('mine')).toBe('mine');
    expect(centerTabFrom('done')).toBe('done');
    expect(centerTabFrom('other')).toBe('todo');
    expect(centerListPath('done')).toBe('/approve-center-list?tab=done');
  });

  it('tells apply mode from request mode', () => {
    expect(formPageMode(new URLSearchParams('modelKey=Process_leave'))).toEqual({
      kind: 'apply',
      modelKey: 'Process_leave',
    });
    expect(formPageMode(new URLSearchParams('id=42'))).toEqual({ kind: 'request', id: 42 });
    expect(formPageMode(new URLSearchParams('id=abc'))).toEqual({ kind: 'none' });
    expect(formPageMode(new URLSearchParams('id=0'))).toEqual({ kind: 'none' });
    expect(formPageMode(new URLSearchParams(''))).toEqual({ kind: 'none' });
  });

  it('builds the form page addresses the mode reads back', () => {
    expect(formPageMode(new URLSearchParams(requestPath(42).split('?')[1]))).toEqual({ kind: 'request', id: 42 });
    const key = 'Process_a&b';
    expect(formPageMode(new URLSearchParams(applyPath(key).split('?')[1]))).toEqual({ kind: 'apply', modelKey: key });
  });
});
