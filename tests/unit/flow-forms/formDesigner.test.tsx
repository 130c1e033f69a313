import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FormDesigner } from '../../../src/app/features/flow-forms';
import { WidgetProperties } from '../../../src/app/features/flow-forms/designer/properties/WidgetProperties';
import { flowFormsText } from '../../../src/app/features/flow-forms/i18n';
import { setLanguage } from '../../../src/app/i18n';
import { addMessageCatalogue } from '../../../src/app/i18n/messageCatalogue';
import { designed, form } from './formKit';

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** The texts of the labels on the page. */
const labels = (page: string) =>
  [...page.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, ''));

beforeAll(async () => {
  addMessageCatalogue();
  await setLanguage('zh-CN');
});

describe('FormDesigner', () => {
  it('shows the palette, the toolbar and the model key and name', async () => {
    const page = await html(<FormDesigner value={form([])} onChange={vi.fn()} modelKeyEditable />);
    for (const text of ['单行文本', '栅格布局', '导入JSON', '查看JSON', '生成代码', '预览', '字段属性', '表单属性']) {
      expect(page).toContain(`>${text}<`);
    }
    expect(page).toContain('aria-label="拖动下拉选择框"');
    expect(labels(page)).toEqual(expect.arrayContaining(['模型标识*', '模型名称*']));
    expect(page).toMatch(/Process_<\/span>.*<input[^>]*maxLength="24"[^>]*value="leave"/);
    expect(page).toContain('从左侧点击或拖入控件');
  });

  it('locks the model key once the model is saved', async () => {
    const page = await html(<FormDesigner value={form([])} onChange={vi.fn()} modelKeyEditable={false} />);
    expect(page).toMatch(/<input[^>]*readOnly=""[^>]*value="leave"/);
    expect(page).toContain('模型已保存，标识不能修改');
  });

  it('gives each widget on the canvas its select, drag, copy and delete buttons', async () => {
    const page = await html(
      <FormDesigner value={form([designed('input', 'reason', '原因')])} onChange={vi.fn()} modelKeyEditable />,
    );
    for (const name of ['选中「原因」', '拖动「原因」排序', '复制「原因」', '删除「原因」']) {
      expect(page).toContain(`aria-label="${name}"`);
    }
  });
});

describe('the field properties', () => {
  it('offers a select’s properties: multiple, searchable, options and the rules', async () => {
    const select = designed('select', 'kind', '类型');
    const page = await html(<WidgetProperties form={form([select])} widget={select} onChange={vi.fn()} />);
    expect(labels(page)).toEqual(
      expect.arrayContaining(['字段标识*', '标题*', '宽度', '占位内容', '是否多选', '是否可搜索', '默认值', '必填']),
    );
    expect(page).toContain('aria-label="选项1的值"');
    expect(page).toContain('aria-label="删除选项3"');
    expect(labels(page)).not.toContain('最大长度');
  });

  it('offers a grid its gutter, column spans, justify and align', async () => {
    const grid = designed('grid', 'row', '栅格');
    const page = await html(<WidgetProperties form={form([grid])} widget={grid} onChange={vi.fn()} />);
    expect(labels(page)).toEqual(
      expect.arrayContaining(['栅格间隔', '第1列宽度', '第2列宽度', '水平排列方式', '垂直排列方式']),
    );
    expect(labels(page)).not.toContain('必填');
  });
});

describe('the flowForms texts', () => {
  const leafKeys = (tree: unknown, prefix = ''): string[] =>
    typeof tree === 'object' && tree !== null
      ? Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('has the same keys in Chinese and English, none empty', () => {
    expect(leafKeys(flowFormsText.en)).toEqual(leafKeys(flowFormsText.zh));
    const values = (tree: unknown): unknown[] =>
      typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(values) : [tree];
    expect([...values(flowFormsText.zh), ...values(flowFormsText.en)].filter((text) => !text)).toEqual([]);
  });
});
