import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { DictTag } from '../../../src/app/components/DictTag';
import { dictTagLook, LIST_CLASS_COLOURS } from '../../../src/app/components/dictTagLook';
import { EnumBadge } from '../../../src/app/components/page/EnumBadge';
import { enumCssClass } from '../../../src/app/components/page/enumLabels';
import { clearDictionaries, setDictionaries } from '../../../src/app/data/lookups/catalog';
import { setLanguage } from '../../../src/app/i18n';
import type { DictEntry } from '../../../src/shared/api/system';
import { LIST_CLASSES } from '../../../src/shared/rules/dictRules';

/** The dictionary tag (spec §2 shared widgets; issue 16 item 4): listClass → badge colour, cssClass → look and classes. */
async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

await setLanguage('zh-CN');

afterEach(() => clearDictionaries());

describe('dictionary tag look', () => {
  it('maps each list class to a Fluent badge colour, and unknown or empty ones to the default', () => {
    expect(LIST_CLASSES.map((listClass) => [listClass, dictTagLook(listClass, '').color])).toEqual([
      ['default', 'informative'],
      ['primary', 'brand'],
      ['success', 'success'],
      ['info', 'subtle'],
      ['warning', 'warning'],
      ['danger', 'danger'],
    ]);
    expect(dictTagLook('', '').color).toBe(LIST_CLASS_COLOURS.default);
    expect(dictTagLook('purple', '').color).toBe(LIST_CLASS_COLOURS.default);
  });

  it('reads appearance, shape and size from cssClass and keeps other safe class names', () => {
    expect(dictTagLook('danger', '')).toEqual({
      color: 'danger',
      appearance: 'tint',
      shape: 'circular',
      size: 'medium',
      className: '',
    });
    expect(dictTagLook('success', '  outline square   large site-tag ')).toEqual({
      color: 'success',
      appearance: 'outline',
      shape: 'square',
      size: 'large',
      className: 'site-tag',
    });
    // Text that is not a class name (a stylesheet injection) is dropped, not put on the element.
    expect(dictTagLook('info', 'ok x;color:red "><b').className).toBe('ok');
  });

  it('renders the label with the look of its entry', async () => {
    const page = await html(<DictTag label="紧急" listClass="danger" cssClass="outline site-tag" />);
    expect(page).toContain('紧急');
    expect(page).toContain('site-tag');
  });
});

describe('enumeration badges use the served entry’s classes', () => {
  const served = (over: Partial<DictEntry>): DictEntry => ({
    dictCode: 1,
    dictType: 'task_execution',
    dictSort: 0,
    dictLabel: '执行失败',
    dictValue: '2',
    listClass: 'warning',
    cssClass: 'outline run-failed',
    ...over,
  });

  it('takes label, list class and CSS classes from the loaded dictionary', async () => {
    expect(enumCssClass('task_execution', 2)).toBe('');
    setDictionaries('zh-CN', [served({})]);
    expect(enumCssClass('task_execution', 2)).toBe('outline run-failed');
    const page = await html(<EnumBadge dictType="task_execution" value={2} />);
    expect(page).toContain('执行失败');
    expect(page).toContain('run-failed');
  });
});
