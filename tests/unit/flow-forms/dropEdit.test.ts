import { describe, expect, it } from 'vitest';
import type { DropData } from '../../../src/app/features/flow-forms/designer/dragData';
import { dropEdit } from '../../../src/app/features/flow-forms/designer/dropEdit';
import { FORM_LIST, type ListRef } from '../../../src/app/features/flow-forms/designer/widgetPlaces';
import { createWidget, type FormModel, type WidgetKind } from '../../../src/shared/forms';
import { designed, fixedIds, form } from './formKit';

const ids = fixedIds();
const makeWidget = (kind: WidgetKind) => createWidget(kind, { newId: ids });

const onWidget = (list: ListRef, index: number): DropData => ({
  place: { list, index },
  isWidget: true,
  depth: 1,
  ancestors: [],
  label: '',
});
const onList = (list: ListRef, length: number): DropData => ({
  place: { list, index: length },
  isWidget: false,
  depth: 0,
  ancestors: [],
  label: '',
});

function sample(): FormModel {
  const grid = designed('grid', 'row', '栅格');
  grid.columns = [
    { span: 12, list: [designed('input', 'inner', '内')] },
    { span: 12, list: [] },
  ];
  return form([designed('input', 'a', 'A'), designed('input', 'b', 'B'), grid]);
}

const topModels = (value: FormModel | undefined) => value?.list.map((widget) => widget.model);
const column = (value: FormModel | undefined, index: number) =>
  value?.list.find((widget) => widget.type === 'grid')?.columns?.[index]?.list.map((widget) => widget.model);

describe('dropping in the designer', () => {
  it('puts a palette kind before the widget it lands on, or after it on its lower half', () => {
    const before = dropEdit(sample(), { from: 'palette', kind: 'switch' }, onWidget(FORM_LIST, 1), false, makeWidget);
    expect(topModels(before?.form)).toEqual(['a', expect.stringMatching(/^switch_/), 'b', 'row']);
    const after = dropEdit(sample(), { from: 'palette', kind: 'switch' }, onWidget(FORM_LIST, 1), true, makeWidget);
    expect(topModels(after?.form)?.[2]).toMatch(/^switch_/);
    expect(after?.selected).toBe(topModels(after?.form)?.[2]);
  });

  it('puts a palette kind into an empty grid column', () => {
    const edit = dropEdit(
      sample(),
      { from: 'palette', kind: 'date' },
      onList({ grid: 'row', column: 1 }, 0),
      false,
      makeWidget,
    );
    expect(column(edit?.form, 1)).toEqual([expect.stringMatching(/^date_/)]);
  });

  it('reorders within a list as a sortable list does', () => {
    const edit = dropEdit(sample(), { from: 'canvas', model: 'a' }, onWidget(FORM_LIST, 1), false, makeWidget);
    expect(topModels(edit?.form)).toEqual(['b', 'a', 'row']);
    expect(edit?.selected).toBe('a');
  });

  it('moves a widget from the form into a grid column and back out', () => {
    const into = dropEdit(
      sample(),
      { from: 'canvas', model: 'b' },
      onWidget({ grid: 'row', column: 0 }, 0),
      true,
      makeWidget,
    );
    expect(topModels(into?.form)).toEqual(['a', 'row']);
    expect(column(into?.form, 0)).toEqual(['inner', 'b']);
    const out = dropEdit(sample(), { from: 'canvas', model: 'inner' }, onList(FORM_LIST, 3), false, makeWidget);
    expect(topModels(out?.form)).toEqual(['a', 'b', 'row', 'inner']);
    expect(column(out?.form, 0)).toEqual([]);
  });

  it('never drops a grid into its own column, and does nothing when dropped where it was', () => {
    expect(
      dropEdit(sample(), { from: 'canvas', model: 'row' }, onList({ grid: 'row', column: 1 }, 0), false, makeWidget),
    ).toBeNull();
    expect(dropEdit(sample(), { from: 'canvas', model: 'a' }, onWidget(FORM_LIST, 0), false, makeWidget)).toBeNull();
  });
});
