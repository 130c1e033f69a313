import { describe, expect, it } from 'vitest';
import { formToHtml, formToReactSource } from '../../../src/app/features/flow-forms';
import type { FormModel } from '../../../src/shared/forms';
import { designed, form, widget } from './formKit';

function leaveForm(): FormModel {
  const grid = designed('grid', 'row', '栅格');
  grid.columns = [
    {
      span: 12,
      list: [widget({ type: 'number', model: 'days', name: '天数', options: { min: 1, max: 30, required: true } })],
    },
    { span: 12, list: [widget({ type: 'date', model: 'start', name: '开始日期', options: { type: 'daterange' } })] },
  ];
  return form([
    widget({ type: 'input', model: 'reason', name: '请假原因', options: { required: true, maxlength: 99 } }),
    widget({
      type: 'select',
      model: 'kind',
      name: '类型',
      options: {
        multiple: true,
        showLabel: true,
        options: [
          { value: 'annual', label: '年假' },
          { value: 'sick', label: '病假' },
        ],
      },
    }),
    widget({
      type: 'checkbox',
      model: 'notify',
      name: '通知',
      options: { options: [{ value: 'mail' }, { value: 'sms' }] },
    }),
    widget({ type: 'switch', model: 'paid', name: '带薪' }),
    grid,
    widget({ type: 'fileupload', model: 'files', name: '附件' }),
  ]);
}

const fields = [
  ['reason', '请假原因'],
  ['kind', '类型'],
  ['notify', '通知'],
  ['paid', '带薪'],
  ['days', '天数'],
  ['start', '开始日期'],
] as const;

describe('formToReactSource', () => {
  const source = formToReactSource(leaveForm());

  it('names the component after the model key and types each field’s value', () => {
    expect(source).toContain(
      'export function ProcessLeaveForm({ onSubmit }: { onSubmit: (values: ProcessLeaveValues) => void })',
    );
    expect(source).toContain('  reason: string;');
    expect(source).toContain('  kind: string[];');
    expect(source).toContain('  days: number | null;');
    expect(source).toContain('  start: string[];');
    expect(source).toContain('  paid: false,');
  });

  it('has each field’s label and binds its value by field name', () => {
    for (const [model, label] of fields) {
      expect(source).toContain(label);
      expect(source).toContain(`values.${model}`);
      expect(source).toContain(`set('${model}', `);
    }
    expect(source).toContain('<Field label="请假原因" required orientation="horizontal">');
    expect(source).toContain('maxLength={99}');
    expect(source).toContain('<Option value="sick">病假</Option>');
  });

  it('imports only the Fluent components it uses, and notes the widgets it cannot generate', () => {
    const imports = /import \{([^}]*)\} from '@fluentui\/react-components'/.exec(source)?.[1] ?? '';
    expect(
      imports
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ).toEqual(['Button', 'Checkbox', 'Dropdown', 'Field', 'Input', 'Option', 'SpinButton', 'Switch']);
    expect(source).toContain('{/* 附件 (files): fileupload is not generated */}');
  });

  it('keeps user text from breaking out of its string or comment', () => {
    const tricky = formToReactSource(
      form([
        widget({ type: 'input', model: 'a', name: 'say "hi" {x} & </Field>' }),
        widget({ type: 'table', model: 'b', name: 'end */ here' }),
      ]),
    );
    expect(tricky).toContain(`<Field label={'say "hi" {x} & </Field>'} orientation="horizontal">`);
    expect(tricky).toContain('{/* end * / here (b): table is not generated */}');
  });
});

describe('formToHtml', () => {
  const html = formToHtml(leaveForm());

  it('labels each control by its title, under its field name', () => {
    expect(html).toContain('<label for="reason">请假原因 <span class="required" aria-hidden="true">*</span></label>');
    expect(html).toContain('<input id="reason" name="reason" type="text" value="" maxlength="99" required />');
    expect(html).toContain('<label for="kind">类型</label>');
    expect(html).toContain('<select id="kind" name="kind" multiple>');
    expect(html).toContain('<legend>通知</legend>');
    expect(html).toContain('<label><input type="checkbox" name="notify" value="sms" /> sms</label>');
    expect(html).toContain('<label for="start-start">开始日期</label>');
    expect(html).toContain('aria-label="开始日期 (end)"');
    for (const [model, label] of fields) {
      expect(html).toContain(label);
      expect(html).toContain(`name="${model}"`);
    }
  });

  it('is one <form> laid out by the form properties, with the user’s words escaped', () => {
    expect(html).toMatch(/<form class="gatehouse-form" aria-label="请假">[\s\S]*<\/form>\n$/);
    expect(html).toContain('grid-template-columns: 130px 1fr');
    const escaped = formToHtml(
      form([widget({ type: 'input', model: 'a', name: '<b>"x"</b>' })], { config: { labelPosition: 'top' } }),
    );
    expect(escaped).toContain('<label for="a">&lt;b&gt;&quot;x&quot;&lt;/b&gt;</label>');
    expect(escaped).toContain('flex-direction: column');
  });
});
