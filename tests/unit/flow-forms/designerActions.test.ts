import { describe, expect, it, vi } from 'vitest';
import { designerActions } from '../../../src/app/features/flow-forms/designer/designerActions';
import { createWidget, type FormModel, setMultiple, type WidgetKind } from '../../../src/shared/forms';
import { designed, fixedIds, form } from './formKit';

/** The designer's actions over a model, recording what they hand on: the new model and the selection. */
function designer(value: FormModel, selected: string | null = null, isKeyEditable = true) {
  const ids = fixedIds();
  const onChange = vi.fn<(next: FormModel) => void>();
  const select = vi.fn<(model: string | null) => void>();
  const follow = vi.fn<(model: string) => void>();
  const makeWidget = (kind: WidgetKind) => createWidget(kind, { name: `新${kind}`, newId: ids });
  const actions = designerActions({ value, onChange, selected, select, follow, makeWidget, isKeyEditable });
  const changed = () => onChange.mock.lastCall?.[0] as FormModel;
  return { actions, changed, select, follow };
}

const models = (value: FormModel) => value.list.map((widget) => widget.model);

describe('the form designer’s actions', () => {
  const base = form([
    designed('input', 'reason', '原因'),
    designed('number', 'days', '天数'),
    designed('date', 'start', '开始'),
  ]);

  it('adds a widget at the end of the form on a palette click and selects it', () => {
    const { actions, changed, select } = designer(base);
    actions.add('select');
    expect(models(changed())).toEqual(['reason', 'days', 'start', 'select_1000_1']);
    expect(changed().list[3]?.name).toBe('新select');
    expect(select).toHaveBeenCalledWith('select_1000_1');
  });

  it('clones a widget right after it, under a new field name, and selects the copy', () => {
    const { actions, changed, select } = designer(base);
    actions.clone('days');
    const [, original, copy] = changed().list;
    expect(models(changed())).toHaveLength(4);
    expect(copy?.name).toBe(original?.name);
    expect(copy?.model).not.toBe('days');
    expect(copy?.model).toMatch(/^number_/);
    expect(select).toHaveBeenCalledWith(copy?.model);
  });

  it('deletes a widget and selects its neighbour: the next one, else the one before, else none', () => {
    const middle = designer(base);
    middle.actions.remove('days');
    expect(models(middle.changed())).toEqual(['reason', 'start']);
    expect(middle.select).toHaveBeenCalledWith('start');

    const last = designer(base);
    last.actions.remove('start');
    expect(last.select).toHaveBeenCalledWith('days');

    const only = designer(form([designed('input', 'reason', '原因')]));
    only.actions.remove('reason');
    expect(only.changed().list).toEqual([]);
    expect(only.select).toHaveBeenCalledWith(null);
  });

  it('deletes a widget inside a grid column and selects its neighbour there', () => {
    const grid = designed('grid', 'row', '栅格');
    grid.columns = [{ span: 24, list: [designed('input', 'a', 'A'), designed('input', 'b', 'B')] }];
    const { actions, changed, select } = designer(form([grid]));
    actions.remove('a');
    expect(changed().list[0]?.columns?.[0]?.list.map((widget) => widget.model)).toEqual(['b']);
    expect(select).toHaveBeenCalledWith('b');
  });

  it('toggling multiple on a select turns its default into a list, and back into one value', () => {
    const kind = designed('select', 'kind', '类型');
    kind.options.defaultValue = 'Option 2';
    const on = designer(form([kind]), 'kind');
    on.actions.changeWidget(setMultiple(kind, true));
    expect(on.changed().list[0]?.options).toMatchObject({ multiple: true, defaultValue: ['Option 2'] });

    const multiple = on.changed().list[0];
    if (!multiple) throw new Error('no widget');
    const off = designer(on.changed(), 'kind');
    off.actions.changeWidget(setMultiple(multiple, false));
    expect(off.changed().list[0]?.options).toMatchObject({ multiple: false, defaultValue: 'Option 2' });
  });

  it('keeps the same widget selected when its field name changes', () => {
    const { actions, changed, follow, select } = designer(base, 'days');
    const days = base.list[1];
    if (!days) throw new Error('no widget');
    actions.changeWidget({ ...days, model: 'leaveDays' });
    expect(models(changed())).toEqual(['reason', 'leaveDays', 'start']);
    expect(follow).toHaveBeenCalledWith('leaveDays');
    expect(select).not.toHaveBeenCalled();
  });

  it('imports widgets and form properties but keeps a saved model’s id and key', () => {
    const saved = { ...base, id: 7 };
    const imported = form([designed('switch', 'paid', '带薪')], {
      modelKey: 'Process_other',
      config: { size: 'mini' },
    });
    const locked = designer(saved, 'days', false);
    locked.actions.importForm(imported);
    expect(locked.changed()).toMatchObject({ id: 7, modelKey: 'Process_leave', config: { size: 'mini' } });
    expect(models(locked.changed())).toEqual(['paid']);
    expect(locked.select).toHaveBeenCalledWith(null);

    const fresh = designer(base, null, true);
    fresh.actions.importForm(imported);
    expect(fresh.changed().modelKey).toBe('Process_other');
  });
});
