import { describe, expect, it } from 'vitest';
import {
  addColumn,
  editOption,
  removeColumn,
  removeOption,
  setDateType,
  setTimeRange,
  setTimestamp,
} from '../../../src/app/features/flow-forms/designer/properties/widgetEdits';
import { designed } from './formKit';

describe('property edits of a widget', () => {
  it('a default that chose an option follows its new value, and chooses nothing once it is deleted', () => {
    const checkbox = designed('checkbox', 'hosts', '主机');
    checkbox.options.defaultValue = ['Option 1', 'Option 3'];
    const renamed = editOption(checkbox, 0, { value: 'web', label: 'Web' });
    expect(renamed.options.options?.[0]).toEqual({ value: 'web', label: 'Web' });
    expect(renamed.options.defaultValue).toEqual(['web', 'Option 3']);
    expect(removeOption(renamed, 2).options.defaultValue).toEqual(['web']);

    const radio = designed('radio', 'kind', '类型');
    radio.options.defaultValue = 'Option 2';
    expect(removeOption(radio, 1).options.defaultValue).toBe('');
  });

  it('a date picker of another type takes its format and a default of the new shape', () => {
    const date = designed('date', 'when', '时间');
    expect(setDateType(date, 'datetime').options).toMatchObject({ format: 'yyyy-MM-dd HH:mm:ss', defaultValue: '' });
    expect(setDateType(date, 'daterange').options).toMatchObject({ format: 'yyyy-MM-dd', defaultValue: [] });
    expect(setDateType(date, 'month').options.format).toBe('yyyy-MM');
    expect(setTimestamp(setDateType(date, 'dates'), true).options).toMatchObject({ timestamp: true, defaultValue: [] });
  });

  it('a time range starts from the single time, and a single time from the range’s start', () => {
    const time = designed('time', 'at', '时间');
    const range = setTimeRange(time, true);
    expect(range.options.defaultValue).toEqual(['21:19:56', '21:19:56']);
    expect(
      setTimeRange({ ...range, options: { ...range.options, defaultValue: ['08:00:00', '18:00:00'] } }, false).options
        .defaultValue,
    ).toBe('08:00:00');
  });

  it('a grid gets more columns and keeps at least one', () => {
    const grid = designed('grid', 'row', '栅格');
    expect(addColumn(grid).columns?.map((column) => column.span)).toEqual([12, 12, 12]);
    const single = removeColumn(grid, 0);
    expect(single.columns).toHaveLength(1);
    expect(removeColumn(single, 0).columns).toHaveLength(1);
  });
});
