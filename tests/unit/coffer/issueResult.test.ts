import { describe, expect, it } from 'vitest';
import { failureRows, issueSummaryText, summariseIssue } from '../../../src/app/features/coffer/issueResult';
import { IssueLicenceReplySchema } from '../../../src/shared/api/coffers';
import { enT, zhT } from './textsOf';

const failure = (cofferId: number, userId: number, reason = '用户不存在或已停用') => ({ cofferId, userId, reason });

describe('the licence issue summary (spec §8)', () => {
  it('says 没有授权成功 as an error when nothing was issued', () => {
    const summary = summariseIssue({ successCount: 0, failures: [failure(1, 2)] });
    expect(summary).toEqual({ level: 'error', issued: 0, failed: 1 });
    expect(issueSummaryText(summary, zhT)).toBe('没有授权成功');
    expect(issueSummaryText(summariseIssue({ successCount: 0, failures: [] }), enT)).toBe('No licence was issued');
  });

  it('says how many were issued and how many refused when only some were', () => {
    const summary = summariseIssue({ successCount: 2, failures: [failure(1, 3)] });
    expect(summary).toEqual({ level: 'warning', issued: 2, failed: 1 });
    expect(issueSummaryText(summary, zhT)).toBe('授权成功 2 条，失败 1 条');
    expect(issueSummaryText(summary, enT)).toBe('2 licences issued, 1 refused');
  });

  it('says how many were issued when all were', () => {
    const summary = summariseIssue({ successCount: 3, failures: [] });
    expect(summary).toEqual({ level: 'success', issued: 3, failed: 0 });
    expect(issueSummaryText(summary, zhT)).toBe('授权成功 3 条');
  });

  it('names the refused pairs by safe and user, #id for one the form does not know', () => {
    const reply = IssueLicenceReplySchema.parse({
      successCount: 1,
      failures: [failure(1, 2), failure(9, 2, '保险箱不存在或您无权管理')],
    });
    const rows = failureRows(reply.failures, new Map([[1, '生产库']]), new Map([[2, '张三（zhangsan）']]));
    expect(rows).toEqual([
      { key: '1:2', coffer: '生产库', user: '张三（zhangsan）', reason: '用户不存在或已停用' },
      { key: '9:2', coffer: '#9', user: '张三（zhangsan）', reason: '保险箱不存在或您无权管理' },
    ]);
  });
});
