import { beforeAll, describe, expect, it } from 'vitest';
import { validateFormData } from '../../../src/app/features/flow-forms';
import { setLanguage } from '../../../src/app/i18n';
import { addMessageCatalogue } from '../../../src/app/i18n/messageCatalogue';
import { form, widget } from './formKit';

beforeAll(async () => {
  addMessageCatalogue();
  await setLanguage('zh-CN');
});

describe('validateFormData', () => {
  const leave = form([
    widget({ type: 'input', model: 'reason', name: '请假原因', options: { required: true } }),
    widget({ type: 'number', model: 'days', name: '天数', options: { min: 1, max: 30 } }),
  ]);

  it('gives each failing field its message in the user’s language', () => {
    expect(validateFormData(leave, { reason: '', days: 31 })).toEqual({
      reason: '「请假原因」必须填写',
      days: '「天数」不能大于30',
    });
  });

  it('gives nothing when the data passes', () => {
    expect(validateFormData(leave, { reason: '出差', days: 3 })).toEqual({});
  });

  it('refuses a field the form does not have', () => {
    expect(validateFormData(leave, { reason: '出差', days: 3, extra: 1 })).toEqual({
      extra: '表单包含未知字段「extra」',
    });
  });

  it('speaks English when the user does', async () => {
    await setLanguage('en');
    expect(validateFormData(leave, { reason: '', days: 3 })).toEqual({ reason: '"请假原因" is required' });
    await setLanguage('zh-CN');
  });
});
