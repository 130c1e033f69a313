import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createWidget,
  type FormModelInput,
  FormModelSchema,
  importFormModel,
  isModelKeyEditable,
  widgetIdSource,
} from '../../../src/shared/forms';
import { allIssues, firstIssue, zh } from './formTestKit';

const ids = () => widgetIdSource(() => 1_700_000_000_000);

function model(extra: Partial<FormModelInput> = {}): FormModelInput {
  return { modelKey: 'Process_leave', name: '请假', list: [], ...extra };
}

describe('form model: key, name and form properties (spec §5, §9 Designer)', () => {
  it('fills the form properties’ defaults: label right, width 130, size small', () => {
    const form = FormModelSchema.parse(model());
    expect(form.config).toEqual({ labelPosition: 'right', labelWidth: 130, size: 'small' });
    expect(form.list).toEqual([]);
  });

  it('takes a model key of Process_ and letters, digits or underscores, at most 32 characters', () => {
    expect(FormModelSchema.safeParse(model({ modelKey: 'Process_a1_B2' })).success).toBe(true);
    expect(FormModelSchema.safeParse(model({ modelKey: `Process_${'x'.repeat(24)}` })).success).toBe(true);
    expect(firstIssue(FormModelSchema.safeParse(model({ modelKey: `Process_${'x'.repeat(25)}` })))).toEqual({
      path: 'modelKey',
      text: '模型标识长度最大为32个字符',
    });
    expect(firstIssue(FormModelSchema.safeParse(model({ modelKey: 'leave' })))?.text).toBe(
      '模型标识必须以 Process_ 开头',
    );
    expect(firstIssue(FormModelSchema.safeParse(model({ modelKey: 'Process_a-b' })))?.text).toBe(
      '模型标识在 Process_ 之后只能包含字母、数字和下划线',
    );
    expect(firstIssue(FormModelSchema.safeParse(model({ modelKey: 'Process_' })))?.text).toBe(
      '模型标识在 Process_ 之后只能包含字母、数字和下划线',
    );
    expect(firstIssue(FormModelSchema.safeParse(model({ modelKey: '' })))?.text).toBe('模型标识不能为空');
    expect(firstIssue(FormModelSchema.safeParse({ name: 'x' }))?.text).toBe('模型标识不能为空');
  });

  it('needs a name of at most 32 characters', () => {
    expect(firstIssue(FormModelSchema.safeParse(model({ name: '  ' })))).toEqual({
      path: 'name',
      text: '模型名称不能为空',
    });
    expect(firstIssue(FormModelSchema.safeParse(model({ name: '名'.repeat(33) })))?.text).toBe(
      '模型名称长度最大为32个字符',
    );
    expect(FormModelSchema.safeParse(model({ name: '名'.repeat(32) })).success).toBe(true);
  });

  it('keeps the label width within 0–200 and the label position and size to their choices', () => {
    expect(FormModelSchema.safeParse(model({ config: { labelWidth: 0 } })).success).toBe(true);
    expect(FormModelSchema.safeParse(model({ config: { labelWidth: 200 } })).success).toBe(true);
    expect(firstIssue(FormModelSchema.safeParse(model({ config: { labelWidth: 201 } })))).toEqual({
      path: 'config.labelWidth',
      text: '标签宽度须在 0 到 200 之间',
    });
    const badPosition = { config: { labelPosition: 'bottom' } } as unknown as FormModelInput;
    expect(firstIssue(FormModelSchema.safeParse(model(badPosition)))?.text).toBe('属性 labelPosition 的值不正确');
  });

  it('converts to JSON Schema for requests and replies alike (the API docs)', () => {
    expect(() => z.toJSONSchema(FormModelSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(FormModelSchema, { io: 'output' })).not.toThrow();
  });

  it('lets the model key change only until the model is saved', () => {
    expect(isModelKeyEditable({})).toBe(true);
    expect(isModelKeyEditable({ id: 3 })).toBe(false);
  });
});

describe('form model: the widgets', () => {
  it('accepts every kind the designer creates, with its defaults', () => {
    const newId = ids();
    const kinds = [
      'input',
      'textarea',
      'number',
      'radio',
      'checkbox',
      'time',
      'date',
      'select',
      'switch',
      'text',
    ] as const;
    const others = [
      'grid',
      'rate',
      'color',
      'slider',
      'blank',
      'fileupload',
      'imgupload',
      'editor',
      'cascader',
    ] as const;
    const list = [...kinds, ...others, 'table', 'tabs', 'divider'].map((kind) =>
      createWidget(kind as (typeof kinds)[number], { newId }),
    );
    const parsed = FormModelSchema.safeParse(model({ list }));
    expect(allIssues(parsed)).toEqual([]);
  });

  it('refuses min and max outside 0–1e8, min above max and a step outside 0–100, naming the widget', () => {
    const number = createWidget('number', { newId: ids(), name: '天数' });
    const withOptions = (options: object) =>
      model({ list: [{ ...number, options: { ...number.options, ...options } }] });
    expect(FormModelSchema.safeParse(withOptions({ min: 0, max: 100_000_000, step: 100 })).success).toBe(true);
    expect(firstIssue(FormModelSchema.safeParse(withOptions({ max: 100_000_001 })))).toEqual({
      path: 'list.0.options.max',
      text: '控件「天数」的最小值和最大值须在 0 到 100000000 之间',
    });
    expect(firstIssue(FormModelSchema.safeParse(withOptions({ min: -1 })))?.text).toBe(
      '控件「天数」的最小值和最大值须在 0 到 100000000 之间',
    );
    expect(firstIssue(FormModelSchema.safeParse(withOptions({ min: 5, max: 4 })))?.text).toBe(
      '控件「天数」的最小值不能大于最大值',
    );
    expect(firstIssue(FormModelSchema.safeParse(withOptions({ step: 101 })))).toEqual({
      path: 'list.0.options.step',
      text: '控件「天数」的步长须在 0 到 100 之间',
    });
  });

  it('reads the library’s unset "" as no value', () => {
    const number = createWidget('number', { newId: ids() });
    const parsed = FormModelSchema.parse(
      model({ list: [{ ...number, options: { ...number.options, min: '', max: '', dataType: '' } }] }),
    );
    expect(parsed.list[0]?.options).toMatchObject({ min: undefined, max: undefined, dataType: undefined });
  });

  it('refuses a pattern that is not a regular expression, in the options or the rules', () => {
    const input = createWidget('input', { newId: ids(), name: '工号' });
    const bad = model({ list: [{ ...input, options: { ...input.options, pattern: '([a-z]' } }] });
    expect(firstIssue(FormModelSchema.safeParse(bad))).toEqual({
      path: 'list.0.options.pattern',
      text: '控件「工号」的正则表达式不正确：([a-z]',
    });
    const inRules = model({ list: [{ ...input, rules: [{ pattern: '*', message: 'x' }] }] });
    expect(firstIssue(FormModelSchema.safeParse(inRules))?.path).toBe('list.0.rules.0.pattern');
  });

  it('wants field names unique across the whole form, grid columns included', () => {
    const newId = ids();
    const grid = createWidget('grid', { newId, name: '两列' });
    const outer = { ...createWidget('input', { newId }), model: 'days' };
    const inner = { ...createWidget('number', { newId }), model: 'days' };
    const nested = {
      ...grid,
      columns: [
        { span: 12, list: [inner] },
        { span: 12, list: [] },
      ],
    };
    expect(firstIssue(FormModelSchema.safeParse(model({ list: [outer, nested] })))).toEqual({
      path: 'list.1.columns.0.list.0.model',
      text: '字段标识「days」重复，每个控件的字段标识必须唯一',
    });
  });

  it('wants a field name that is an identifier and not a name every object already has', () => {
    const input = createWidget('input', { newId: ids(), name: '原因' });
    const named = (fieldName: string) => model({ list: [{ ...input, model: fieldName }] });
    expect(FormModelSchema.safeParse(named('reason_2')).success).toBe(true);
    expect(firstIssue(FormModelSchema.safeParse(named('2reason')))?.text).toBe(
      '控件「原因」的字段标识「2reason」不正确：须以字母开头，只能包含字母、数字和下划线，最长64个字符',
    );
    expect(firstIssue(FormModelSchema.safeParse(named('constructor')))?.text).toBe(
      '控件「原因」的字段标识「constructor」是保留字，请换一个',
    );
  });

  it('gives columns to grids only, and every grid at least one', () => {
    const newId = ids();
    const input = createWidget('input', { newId, name: '原因' });
    const grid = createWidget('grid', { newId, name: '布局' });
    expect(firstIssue(FormModelSchema.safeParse(model({ list: [{ ...input, columns: [] }] })))?.text).toBe(
      '控件「原因」不是栅格布局，不能包含列',
    );
    expect(firstIssue(FormModelSchema.safeParse(model({ list: [{ ...grid, columns: [] }] })))?.text).toBe(
      '栅格布局「布局」至少需要一列',
    );
    const wide = { ...grid, columns: [{ span: 25, list: [] }] };
    expect(firstIssue(FormModelSchema.safeParse(model({ list: [wide] })))).toEqual({
      path: 'list.0.columns.0.span',
      text: '属性 span 的值不正确',
    });
  });
});

describe('import JSON', () => {
  it('reads a form model the designer exported', () => {
    const list = [createWidget('select', { newId: ids(), name: '类型' })];
    const imported = importFormModel(JSON.stringify(model({ list })));
    expect(imported.ok && imported.form.list[0]?.name).toBe('类型');
  });

  it('names the problem of text that is not JSON', () => {
    const imported = importFormModel('{"modelKey": ');
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    expect(zh(imported.message)).toMatch(/^导入的内容不是有效的 JSON：.+/);
    expect(imported.path).toBe('');
  });

  it('names the problem of JSON that is not a form model, and where it is', () => {
    const notForm = importFormModel('[1, 2]');
    expect(!notForm.ok && zh(notForm.message)).toBe('内容不是表单模型');

    const unknownKind = importFormModel(
      JSON.stringify(model({ list: [{ type: 'hologram', key: 'k', model: 'h', name: 'x' }] as never }), null, 2),
    );
    expect(unknownKind).toEqual({ ok: false, message: 'formWidgetTypeUnknown?type=hologram', path: 'list.0.type' });
    expect(!unknownKind.ok && zh(unknownKind.message)).toBe('不支持的控件类型「hologram」');

    const missing = importFormModel(JSON.stringify(model({ list: [{ type: 'input', key: 'k', name: 'x' }] as never })));
    expect(!missing.ok && [missing.path, zh(missing.message)]).toEqual(['list.0.model', '缺少属性 model']);

    const wrongType = importFormModel(
      JSON.stringify(
        model({ list: [{ type: 'input', key: 'k', model: 'a', name: 'x', options: { required: 'yes' } }] as never }),
      ),
    );
    expect(!wrongType.ok && [wrongType.path, zh(wrongType.message)]).toEqual([
      'list.0.options.required',
      '属性 required 的值不正确',
    ]);
  });
});
