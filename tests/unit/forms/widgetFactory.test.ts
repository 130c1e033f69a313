import { describe, expect, it } from 'vitest';
import {
  cloneWidget,
  createWidget,
  DATE_FORMAT_DEFAULT,
  findWidget,
  GRID_GUTTER_DEFAULT,
  IMAGE_COUNT_DEFAULT,
  insertWidget,
  moveWidget,
  removeWidget,
  replaceWidget,
  setMultiple,
  TIME_DEFAULT,
  type Widget,
  widgetIdSource,
} from '../../../src/shared/forms';

/** Suffixes from a clock that stands still: 1700000000000_1, _2, … */
const ids = () => widgetIdSource(() => 1_700_000_000_000);
const models = (list: Widget[]) => list.map((widget) => widget.model);

describe('createWidget', () => {
  it('names a widget by its kind and a timestamp suffix, the key being the suffix', () => {
    const newId = ids();
    const first = createWidget('input', { newId, name: '单行文本' });
    const second = createWidget('input', { newId });
    expect(first).toMatchObject({
      type: 'input',
      key: '1700000000000_1',
      model: 'input_1700000000000_1',
      name: '单行文本',
    });
    expect(second).toMatchObject({ model: 'input_1700000000000_2', name: 'input' });
  });

  it('starts each kind with the designer’s defaults (spec §9)', () => {
    const newId = ids();
    expect(createWidget('time', { newId }).options.defaultValue).toBe(TIME_DEFAULT);
    expect(createWidget('date', { newId }).options.format).toBe(DATE_FORMAT_DEFAULT);
    expect(createWidget('imgupload', { newId }).options.length).toBe(IMAGE_COUNT_DEFAULT);
    expect(createWidget('checkbox', { newId }).options.defaultValue).toEqual([]);
    const grid = createWidget('grid', { newId });
    expect(grid.options.gutter).toBe(GRID_GUTTER_DEFAULT);
    expect(grid.columns).toEqual([
      { span: 12, list: [] },
      { span: 12, list: [] },
    ]);
  });

  it('labels the starting options as asked', () => {
    const radio = createWidget('radio', { newId: ids(), optionLabel: (n) => `选项${n}` });
    expect(radio.options.options).toEqual([
      { value: '选项1', label: '选项1' },
      { value: '选项2', label: '选项2' },
      { value: '选项3', label: '选项3' },
    ]);
  });
});

describe('cloneWidget', () => {
  it('gives the copy a new key and field name and shares nothing with the original', () => {
    const newId = ids();
    const select = createWidget('select', { newId });
    const copy = cloneWidget(select, newId);
    expect(copy.model).toBe('select_1700000000000_2');
    expect(copy.key).toBe('1700000000000_2');
    expect(copy.options).toEqual(select.options);
    copy.options.options?.push({ value: 'x' });
    expect(select.options.options).toHaveLength(3);
  });

  it('gives the widgets inside a grid new field names too', () => {
    const newId = ids();
    const grid = createWidget('grid', { newId });
    const inner = createWidget('number', { newId });
    const filled = { ...grid, columns: [{ span: 24, list: [inner] }] };
    const copy = cloneWidget(filled, newId);
    expect(copy.model).not.toBe(grid.model);
    expect(copy.columns?.[0]?.list[0]?.model).toBe('number_1700000000000_4');
    expect(filled.columns[0]?.list[0]?.model).toBe(inner.model);
  });

  it('gives the copy a field name of its kind even when the original was renamed', () => {
    const renamed = { ...createWidget('input', { newId: ids() }), model: 'reason' };
    expect(cloneWidget(renamed, () => '9').model).toBe('input_9');
  });
});

describe('setMultiple', () => {
  const select = (defaultValue: Widget['options']['defaultValue']) => {
    const widget = createWidget('select', { newId: ids() });
    return { ...widget, options: { ...widget.options, defaultValue } };
  };

  it('turns one default value into a list of it, and nothing into an empty list', () => {
    expect(setMultiple(select('a'), true).options).toMatchObject({ multiple: true, defaultValue: ['a'] });
    expect(setMultiple(select(''), true).options.defaultValue).toEqual([]);
    expect(setMultiple(select(0), true).options.defaultValue).toEqual([0]);
  });

  it('turns a list back into its first item, or "" when it is empty', () => {
    const multiple = setMultiple(select('a'), true);
    expect(setMultiple(multiple, false).options).toMatchObject({ multiple: false, defaultValue: 'a' });
    expect(setMultiple(select(['b', 'c']), false).options.defaultValue).toBe('b');
    expect(setMultiple(select([]), false).options.defaultValue).toBe('');
  });

  it('leaves an image upload’s list alone and a kind without the switch as it was', () => {
    const upload = createWidget('imgupload', { newId: ids() });
    expect(setMultiple(upload, true).options).toMatchObject({ multiple: true, defaultValue: [] });
    const input = createWidget('input', { newId: ids() });
    expect(setMultiple(input, true)).toBe(input);
  });
});

describe('the designer’s list edits', () => {
  const three = () => {
    const newId = ids();
    return [createWidget('input', { newId }), createWidget('number', { newId }), createWidget('switch', { newId })];
  };

  it('inserts at an index, clamped to the ends', () => {
    const list = three();
    const extra = createWidget('text', { newId: () => 'x' });
    expect(models(insertWidget(list, 1, extra))).toEqual([list[0]?.model, 'text_x', list[1]?.model, list[2]?.model]);
    expect(models(insertWidget(list, 99, extra)).at(-1)).toBe('text_x');
    expect(models(list)).toHaveLength(3);
  });

  it('moves a widget', () => {
    const list = three();
    expect(moveWidget(list, 0, 2)).toEqual([list[1], list[2], list[0]]);
    expect(moveWidget(list, 2, 0)).toEqual([list[2], list[0], list[1]]);
  });

  it('selects the next widget after a delete, else the previous one, else none', () => {
    const [a, b, c] = three() as [Widget, Widget, Widget];
    expect(removeWidget([a, b, c], b.model)).toEqual({ list: [a, c], selected: c });
    expect(removeWidget([a, b, c], c.model)).toEqual({ list: [a, b], selected: b });
    expect(removeWidget([a], a.model)).toEqual({ list: [], selected: null });
    expect(removeWidget([a, b], 'nothing')).toEqual({ list: [a, b], selected: null });
  });

  it('deletes inside a grid column, selecting the neighbour in that column', () => {
    const newId = ids();
    const [a, b] = [createWidget('input', { newId }), createWidget('number', { newId })];
    const grid = {
      ...createWidget('grid', { newId }),
      columns: [
        { span: 12, list: [a, b] },
        { span: 12, list: [] },
      ],
    };
    const removed = removeWidget([grid], b.model);
    expect(removed.selected).toBe(a);
    expect(removed.list[0]?.columns?.[0]?.list).toEqual([a]);
    expect(grid.columns[0]?.list).toEqual([a, b]);
  });

  it('finds and replaces a widget inside a grid', () => {
    const newId = ids();
    const inner = createWidget('input', { newId });
    const grid = { ...createWidget('grid', { newId }), columns: [{ span: 24, list: [inner] }] };
    expect(findWidget([grid], inner.model)).toBe(inner);
    const renamed = { ...inner, name: '原因' };
    expect(findWidget(replaceWidget([grid], inner.model, renamed), inner.model)?.name).toBe('原因');
  });
});
