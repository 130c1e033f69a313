import { describe, expect, it } from 'vitest';
import { buildFormDataSchema, defaultFormData, FormModelSchema, type Widget } from '../../../src/shared/forms';
import { allIssues, firstIssue, widget } from './formTestKit';

/** The first message the form's data schema gives for `data`, in Chinese; null when the data passes. */
function check(list: Widget[], data: unknown): string | null {
  return firstIssue(buildFormDataSchema({ list }).safeParse(data))?.text ?? null;
}

const reason = (options: object = {}) => widget({ type: 'input', model: 'reason', name: '原因', options });

describe('form data: required fields', () => {
  it('counts "", null, a missing key and [] as not filled in: 「title」必须填写', () => {
    const list = [reason({ required: true })];
    for (const empty of [{ reason: '' }, { reason: null }, {}]) expect(check(list, empty)).toBe('「原因」必须填写');
    const hosts = widget({
      type: 'checkbox',
      model: 'hosts',
      name: '主机',
      options: { required: true, options: [{ value: 'a' }] },
    });
    expect(check([hosts], { hosts: [] })).toBe('「主机」必须填写');
    expect(check(list, { reason: '扩容' })).toBeNull();
  });

  it('lets an optional field stay empty whatever its other rules', () => {
    const list = [reason({ dataType: 'email', pattern: '^x', maxlength: 1 })];
    expect(check(list, {})).toBeNull();
    expect(check(list, { reason: '' })).toBeNull();
  });

  it('takes required from the library’s derived rules too', () => {
    const list = [
      widget({ type: 'input', model: 'reason', name: '原因', rules: [{ required: true, message: '原因必须填写' }] }),
    ];
    expect(check(list, {})).toBe('「原因」必须填写');
  });

  it('checks disabled, read-only and hidden fields all the same', () => {
    const list = [reason({ required: true, disabled: true, readonly: true, hide: true })];
    expect(check(list, {})).toBe('「原因」必须填写');
  });
});

describe('form data: data types, patterns and lengths', () => {
  it.each([
    ['string', 'abc', 3],
    ['number', 1.5, '1.5'],
    ['integer', 3, 3.5],
    ['float', 3, 'x'],
    ['boolean', true, 'true'],
    ['url', 'https://gatehouse.example/a?b=1', 'gatehouse.example'],
    ['email', 'ops@example.com', 'ops@'],
    ['hex', '#1a2B3c', '#12345g'],
  ] as const)('dataType %s takes %j and refuses %j: 「title」格式不正确', (dataType, good, bad) => {
    const list = [reason({ dataType })];
    expect(check(list, { reason: good })).toBeNull();
    expect(check(list, { reason: bad })).toBe('「原因」格式不正确');
  });

  it('refuses text that does not match the pattern: 「title」格式不匹配', () => {
    const list = [reason({ pattern: '^[A-Z]{2}\\d{4}$' })];
    expect(check(list, { reason: 'AB1234' })).toBeNull();
    expect(check(list, { reason: 'ab1234' })).toBe('「原因」格式不匹配');
  });

  it('refuses text past the maximum length', () => {
    const list = [reason({ maxlength: 4 })];
    expect(check(list, { reason: '四个字符' })).toBeNull();
    expect(check(list, { reason: '五个字符了' })).toBe('「原因」长度最大为4个字符');
  });

  it('takes only text in a text field without a data type', () => {
    expect(check([widget({ type: 'textarea', model: 'note', name: '备注' })], { note: 12 })).toBe('「备注」格式不正确');
  });
});

describe('form data: numbers, choices and switches', () => {
  const days = widget({ type: 'number', model: 'days', name: '天数', options: { min: 1, max: 30, step: 0.5 } });

  it('keeps a number within min and max and on its step', () => {
    expect(check([days], { days: 2.5 })).toBeNull();
    expect(check([days], { days: 0 })).toBe('「天数」不能小于1');
    expect(check([days], { days: 31 })).toBe('「天数」不能大于30');
    expect(check([days], { days: 1.2 })).toBe('「天数」必须是0.5的整数倍');
    expect(check([days], { days: '3' })).toBe('「天数」格式不正确');
  });

  it('takes 0 as a filled-in number', () => {
    const count = widget({ type: 'number', model: 'count', name: '数量', options: { required: true } });
    expect(check([count], { count: 0 })).toBeNull();
  });

  it('keeps a radio, a select and a checkbox among their static options', () => {
    const options = [{ value: 'prod' }, { value: 'test' }];
    const env = widget({ type: 'radio', model: 'env', name: '环境', options: { options } });
    expect(check([env], { env: 'prod' })).toBeNull();
    expect(check([env], { env: 'dev' })).toBe('「环境」格式不正确');
    const envs = widget({ type: 'checkbox', model: 'envs', name: '环境', options: { options } });
    expect(check([envs], { envs: ['prod', 'test'] })).toBeNull();
    expect(check([envs], { envs: ['prod', 'dev'] })).toBe('「环境」格式不正确');
    expect(check([envs], { envs: 'prod' })).toBe('「环境」格式不正确');
  });

  it('wants a list from a multiple select and one value from a single one', () => {
    const options = [{ value: 1 }, { value: 2 }];
    const single = widget({ type: 'select', model: 'level', name: '级别', options: { options } });
    const multiple = widget({ type: 'select', model: 'level', name: '级别', options: { options, multiple: true } });
    expect(check([single], { level: 2 })).toBeNull();
    expect(check([single], { level: [2] })).toBe('「级别」格式不正确');
    expect(check([multiple], { level: [1, 2] })).toBeNull();
    expect(check([multiple], { level: 1 })).toBe('「级别」格式不正确');
  });

  it('takes any option of a remote list', () => {
    const remote = widget({ type: 'select', model: 'asset', name: '资产', options: { remote: true, options: [] } });
    expect(check([remote], { asset: 'web-01' })).toBeNull();
  });

  it('takes a boolean from a switch', () => {
    const urgent = widget({ type: 'switch', model: 'urgent', name: '紧急', options: { required: true } });
    expect(check([urgent], { urgent: false })).toBeNull();
    expect(check([urgent], { urgent: 'false' })).toBe('「紧急」格式不正确');
  });
});

describe('form data: dates, times and uploads', () => {
  it('takes text from a date or time, and two of them from a range', () => {
    const day = widget({ type: 'date', model: 'day', name: '日期', options: { type: 'date', format: 'yyyy-MM-dd' } });
    expect(check([day], { day: '2024-05-01' })).toBeNull();
    expect(check([day], { day: 20240501 })).toBe('「日期」格式不正确');
    const span = widget({ type: 'date', model: 'span', name: '时段', options: { type: 'daterange' } });
    expect(check([span], { span: ['2024-05-01', '2024-05-03'] })).toBeNull();
    expect(check([span], { span: ['2024-05-01'] })).toBe('「时段」格式不正确');
    const hours = widget({ type: 'time', model: 'hours', name: '时间', options: { isRange: true } });
    expect(check([hours], { hours: ['09:00:00', '18:00:00'] })).toBeNull();
    expect(check([hours], { hours: '09:00:00' })).toBe('「时间」格式不正确');
  });

  it('takes a number from a date kept as a timestamp', () => {
    const day = widget({ type: 'date', model: 'day', name: '日期', options: { type: 'datetime', timestamp: true } });
    expect(check([day], { day: 1_714_521_600_000 })).toBeNull();
  });

  it('keeps an image upload within its count', () => {
    const shots = widget({ type: 'imgupload', model: 'shots', name: '截图', options: { length: 2 } });
    expect(check([shots], { shots: [{ url: '/a.png' }, { url: '/b.png' }] })).toBeNull();
    expect(check([shots], { shots: ['/a.png', '/b.png', '/c.png'] })).toBe('「截图」最多2项');
  });
});

describe('form data: the form as a whole', () => {
  it('refuses a field the form does not have', () => {
    expect(check([reason()], { reason: 'x', approver: 1 })).toBe('表单包含未知字段「approver」');
    expect(check([reason()], JSON.parse('{"__proto__": {"admin": true}}'))).toBe('表单包含未知字段「__proto__」');
  });

  it('refuses data that is not an object: 表单数据校验失败', () => {
    for (const data of [null, [], 'reason', 3]) expect(check([reason()], data)).toBe('表单数据校验失败');
  });

  it('checks the fields inside grid columns and has no field for layout or display widgets', () => {
    const days = widget({ type: 'number', model: 'days', name: '天数', options: { required: true } });
    const grid = widget({
      type: 'grid',
      model: 'grid_1',
      name: '布局',
      columns: [
        { span: 12, list: [days] },
        { span: 12, list: [reason({ required: true })] },
      ],
    });
    const note = widget({ type: 'text', model: 'note', name: '说明' });
    const schema = buildFormDataSchema({ list: [grid, note] });
    expect(allIssues(schema.safeParse({}))).toEqual(['days: 「天数」必须填写', 'reason: 「原因」必须填写']);
    expect(allIssues(schema.safeParse({ days: 1, reason: 'x', grid_1: 1 }))).toEqual([
      'grid_1: 表单包含未知字段「grid_1」',
    ]);
    expect(allIssues(schema.safeParse({ days: 1, reason: 'x', note: '' }))).toEqual(['note: 表单包含未知字段「note」']);
  });

  it('passes the data through unchanged', () => {
    const data = { reason: '扩容', days: 2 };
    const days = widget({ type: 'number', model: 'days', name: '天数' });
    expect(buildFormDataSchema({ list: [reason(), days] }).parse(data)).toEqual(data);
  });
});

describe('defaultFormData', () => {
  it('gives each field its default in the shape it takes, and the defaults pass the schema', () => {
    const form = FormModelSchema.parse({
      modelKey: 'Process_x',
      name: 'x',
      list: [
        reason({ defaultValue: '扩容' }),
        widget({ type: 'switch', model: 'urgent', name: '紧急' }),
        widget({
          type: 'select',
          model: 'env',
          name: '环境',
          options: { multiple: true, defaultValue: 'a', options: [{ value: 'a' }] },
        }),
        widget({
          type: 'select',
          model: 'level',
          name: '级别',
          options: { defaultValue: [1, 2], options: [{ value: 1 }] },
        }),
        widget({ type: 'number', model: 'days', name: '天数' }),
        widget({ type: 'time', model: 'at', name: '时间', options: { defaultValue: '21:19:56' } }),
        widget({ type: 'text', model: 'note', name: '说明', options: { defaultValue: '请填写' } }),
      ],
    });
    const data = defaultFormData(form);
    expect(data).toEqual({ reason: '扩容', urgent: false, env: ['a'], level: 1, days: null, at: '21:19:56' });
    expect(buildFormDataSchema(form).safeParse(data).success).toBe(true);
  });

  it('gives a copy: editing the data leaves the model alone', () => {
    const list = [widget({ type: 'checkbox', model: 'envs', name: '环境', options: { defaultValue: ['a'] } })];
    const data = defaultFormData({ list });
    (data.envs as string[]).push('b');
    expect(list[0]?.options.defaultValue).toEqual(['a']);
  });
});
