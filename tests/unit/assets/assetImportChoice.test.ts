import { describe, expect, it } from 'vitest';
import { importChoiceProblem } from '../../../src/app/features/assets/importChoice';
import { formatMessage } from '../../../src/shared/messages';
import { parseMsgRef } from '../../../src/shared/rules/validation';

const rendered = (ref: string | null) => {
  if (ref === null) return null;
  const { key, params } = parseMsgRef(ref);
  return formatMessage(key as Parameters<typeof formatMessage>[0], 'zh', params);
};

describe('asset import: the §5 checks before upload', () => {
  it('takes one .csv or .xlsx file of at most 5 MB', () => {
    expect(importChoiceProblem([{ name: 'Assets.XLSX', size: 10 }])).toBeNull();
    expect(importChoiceProblem([{ name: 'a.csv', size: 5 * 1024 * 1024 }])).toBeNull();
    expect(importChoiceProblem([])).toBeNull();
  });

  it('says which rule a choice breaks, in the spec’s words', () => {
    const two = [
      { name: 'a.csv', size: 1 },
      { name: 'b.csv', size: 1 },
    ];
    expect(rendered(importChoiceProblem(two))).toBe('超出文件上传最大数量：1');
    expect(rendered(importChoiceProblem([{ name: 'a.xls', size: 1 }]))).toBe('请导入以.csv/.xlsx后缀的文件');
    expect(rendered(importChoiceProblem([{ name: 'a.csv', size: 5 * 1024 * 1024 + 1 }]))).toBe(
      '上传文件大小不能超过 5 MB!',
    );
    expect(rendered(importChoiceProblem([{ name: 'a.csv', size: 0 }]))).toBe('文件内容为空');
  });
});
