import { SSRProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadText } from '../../../src/app/components/upload/i18n';
import { createQueryClient } from '../../../src/app/data/queryClient';
import { FormRenderer, type FormRendererProps } from '../../../src/app/features/flow-forms';
import { storedNamesIn } from '../../../src/app/features/flow-forms/components/controls/uploadValue';
import { setLanguage } from '../../../src/app/i18n';
import { addMessageCatalogue } from '../../../src/app/i18n/messageCatalogue';
import { form, widget } from './formKit';

/** The upload fields of an approval form (issue 16 item 5): the shared widgets, their value the stored names. */

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(
    <SSRProvider>
      <QueryClientProvider client={createQueryClient()}>{element}</QueryClientProvider>
    </SSRProvider>,
  );
  return new Response(prelude).text();
}

const render = (props: Partial<FormRendererProps> & Pick<FormRendererProps, 'form'>) =>
  html(<FormRenderer value={{}} onChange={vi.fn()} {...props} />);

const STORED = 'upload/2026/05/01/0b6f1c2e-1111-4222-8333-944445555666.pdf';
const files = widget({ type: 'fileupload', model: 'attachments', name: '附件', options: { length: 3 } });
const photos = widget({ type: 'imgupload', model: 'photos', name: '现场照片' });

beforeAll(async () => {
  addMessageCatalogue();
  await setLanguage('zh-CN');
});

describe('upload fields of a flow form', () => {
  it('renders the file upload widget, named by the field’s label, with the field’s count and §5’s types', async () => {
    const page = await render({ form: form([files]) });
    const labelId = /<label[^>]*id="([^"]+)"[^>]*>附件/.exec(page)?.[1];
    expect(labelId).toBeTruthy();
    expect(page).toMatch(new RegExp(`<fieldset[^>]*aria-labelledby="${labelId}"`));
    expect(page).toContain('选取文件');
    expect(page).toContain('请上传大小不超过 5 MB、格式为 doc/xls/ppt/txt/pdf 的文件，最多 3 个');
    expect(page).toContain('accept=".doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.pdf"');
    expect(page).toMatch(/role="status"[^>]*aria-live="polite"/);
    expect(page).not.toContain('此表单暂不支持');
  });

  it('renders the image upload widget with png, jpg and jpeg', async () => {
    const page = await render({ form: form([photos]) });
    expect(page).toContain('上传图片');
    expect(page).toContain('accept=".png,.jpg,.jpeg"');
  });

  it('shows a filed form’s files as a list with download, not as text', async () => {
    const page = await render({ form: form([files]), value: { attachments: [STORED] }, readOnly: true });
    expect(page).toContain('附件：文件列表');
    expect(page).toContain('0b6f1c2e-1111-4222-8333-944445555666.pdf');
    expect(page).toContain('aria-label="下载 0b6f1c2e-1111-4222-8333-944445555666.pdf"');
    expect(page).not.toContain('选取文件');
    expect(page).not.toContain('<textarea');
  });

  it('shows data that is not stored names as data, and an empty field as 无', async () => {
    const legacy = await render({
      form: form([files]),
      value: { attachments: [{ name: 'a.pdf', url: '/a.pdf' }] },
      readOnly: true,
    });
    expect(legacy).toContain('<textarea');
    const empty = await render({ form: form([files, photos]), readOnly: true });
    expect(empty.match(/>无</g)).toHaveLength(2);
  });

  it('reads the stored names of a value, and nothing else', () => {
    expect(storedNamesIn(undefined)).toEqual([]);
    expect(storedNamesIn('')).toEqual([]);
    expect(storedNamesIn([STORED])).toEqual([STORED]);
    expect(storedNamesIn([{ name: 'a.pdf' }])).toBeNull();
    expect(storedNamesIn('upload/x.pdf')).toBeNull();
  });

  it('has an English text for every Chinese one of the widgets', () => {
    expect(Object.keys(uploadText.en).sort()).toEqual(Object.keys(uploadText.zh).sort());
  });
});
