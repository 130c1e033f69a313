import { describe, expect, it } from 'vitest';
import { formFields, holdsValue, WIDGET_KINDS } from '../../../src/shared/forms';
import { widget } from './formTestKit';

describe('formFields', () => {
  it('lists the data fields in order, grid columns’ fields included, layout and display widgets left out', () => {
    const env = widget({
      type: 'select',
      model: 'env',
      name: '环境',
      options: { multiple: true, options: [{ value: 'prod', label: '生产' }] },
    });
    const grid = widget({
      type: 'grid',
      model: 'grid_1',
      name: '布局',
      columns: [
        { span: 12, list: [widget({ type: 'number', model: 'days', name: '天数' })] },
        { span: 12, list: [widget({ type: 'divider', model: 'line', name: '分割线' }), env] },
      ],
    });
    const list = [
      widget({ type: 'text', model: 'hint', name: '说明' }),
      grid,
      widget({ type: 'switch', model: 'urgent', name: '紧急' }),
    ];
    const fields = formFields({ list });
    expect(fields.map(({ model, title, kind, multiple }) => ({ model, title, kind, multiple }))).toEqual([
      { model: 'days', title: '天数', kind: 'number', multiple: false },
      { model: 'env', title: '环境', kind: 'select', multiple: true },
      { model: 'urgent', title: '紧急', kind: 'switch', multiple: false },
    ]);
    expect(fields[1]?.options).toEqual([{ value: 'prod', label: '生产' }]);
    expect(fields[0]?.options).toBeNull();
  });

  it('joins the options’ rules with the library’s derived rules', () => {
    const [field] = formFields({
      list: [
        widget({
          type: 'input',
          model: 'code',
          name: '工号',
          options: { pattern: '^\\d+$' },
          rules: [{ required: true, type: 'integer', pattern: '^1', message: '' }],
        }),
      ],
    });
    expect(field).toMatchObject({ required: true, dataType: 'integer', patterns: ['^\\d+$', '^1'] });
  });

  it('holds no value in text, grid, tabs, divider and blank, a value in every other kind', () => {
    expect(WIDGET_KINDS.filter((kind) => !holdsValue(kind))).toEqual(['text', 'grid', 'blank', 'tabs', 'divider']);
  });
});
