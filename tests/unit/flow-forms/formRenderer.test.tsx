import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormRenderer, type FormRendererProps } from '../../../src/app/features/flow-forms';
import { setLanguage } from '../../../src/app/i18n';
import { addMessageCatalogue } from '../../../src/app/i18n/messageCatalogue';
import { msgRef } from '../../../src/shared/rules/validation';
import { form, widget } from './formKit';

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const render = (props: Partial<FormRendererProps> & Pick<FormRendererProps, 'form'>) =>
  html(<FormRenderer value={{}} onChange={vi.fn()} {...props} />);

/** The text of the label that names the control with this id. */
const labelFor = (page: string, id: string) =>
  new RegExp(`<label[^>]*for="${id}"[^>]*>(.*?)</label>`).exec(page)?.[1]?.replace(/<[^>]+>/g, '');

const idOfInput = (page: string, attribute: string) =>
  new RegExp(`<input[^>]*${attribute}[^>]*>`).exec(page)?.[0].match(/id="([^"]+)"/)?.[1] ?? '';

beforeAll(async () => {
  addMessageCatalogue();
  await setLanguage('zh-CN');
});

const reason = widget({ type: 'input', model: 'reason', name: '请假原因', options: { required: true, maxlength: 99 } });

describe('FormRenderer', () => {
  it('labels each field by its title and marks required ones', async () => {
    const page = await render({ form: form([reason]), value: { reason: '出差' } });
    const id = idOfInput(page, 'value="出差"');
    expect(id).not.toBe('');
    expect(labelFor(page, id)).toContain('请假原因');
    expect(page).toMatch(/<input[^>]*value="出差"[^>]*required=""|<input[^>]*required=""[^>]*value="出差"/);
    expect(page).toContain('maxLength="99"');
  });

  it('renders a message reference under its field, in the user’s language', async () => {
    const page = await render({
      form: form([reason]),
      errors: { reason: msgRef('formFieldRequired', { title: '请假原因' }) },
    });
    expect(page).toMatch(/role="alert"[^>]*>.*「请假原因」必须填写/);
    expect(page).toContain('aria-invalid="true"');
  });

  it('shows a message that is already rendered as it is', async () => {
    const page = await render({ form: form([reason]), errors: { reason: '已被占用' } });
    expect(page).toMatch(/role="alert"[^>]*>.*已被占用/);
  });

  it('shows a submitted request read-only, with option labels and yes or no', async () => {
    const kind = widget({
      type: 'select',
      model: 'kind',
      name: '类型',
      options: {
        showLabel: true,
        options: [
          { value: 1, label: '年假' },
          { value: 2, label: '病假' },
        ],
      },
    });
    const paid = widget({ type: 'switch', model: 'paid', name: '带薪' });
    const page = await render({ form: form([kind, paid]), value: { kind: 2, paid: true }, readOnly: true });
    expect(page).toMatch(/<input[^>]*readOnly=""[^>]*value="病假"|<input[^>]*value="病假"[^>]*readOnly=""/);
    expect(page).toContain('value="是"');
  });

  it('says which widgets it cannot fill in instead of failing', async () => {
    const region = widget({ type: 'cascader', model: 'region', name: '地区' });
    const page = await render({ form: form([region]) });
    expect(page).toContain('地区');
    expect(page).toContain('此表单暂不支持填写「级联选择器」控件');
  });

  it('renders the fields inside a grid’s columns', async () => {
    const grid = widget({
      type: 'grid',
      model: 'row',
      name: '栅格',
      options: { gutter: 10 },
      columns: [
        { span: 12, list: [widget({ type: 'number', model: 'days', name: '天数', options: { min: 1, max: 30 } })] },
        { span: 12, list: [widget({ type: 'date', model: 'start', name: '开始日期' })] },
      ],
    });
    const page = await render({ form: form([grid]), value: { days: 3, start: '2024-05-01' } });
    expect(page).toContain('天数');
    expect(page).toContain('value="2024-05-01"');
    expect(page).toContain('type="date"');
    expect(page).toContain('flex:0 0 50%');
  });
});
