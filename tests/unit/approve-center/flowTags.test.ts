import { describe, expect, it } from 'vitest';
import { resultTag, STATUS_CHOICES, statusTag, taskTag } from '../../../src/app/features/approve-center/flowTags';
import { FLOW_RESULTS, FlowStatus, FlowTaskStatus } from '../../../src/shared/rules/flowRules';
import { textOf } from './textsOf';

describe('flow state tags (spec §4)', () => {
  it('labels every result code with the spec wording and a colour of its own', () => {
    const shown = FLOW_RESULTS.map((result) => ({ result, label: textOf('zh-CN', resultTag(result).labelKey) }));
    expect(shown).toEqual([
      { result: 'in_approval', label: '审批中' },
      { result: 'passed', label: '已通过' },
      { result: 'refused', label: '已拒绝' },
      { result: 'ended', label: '审批结束' },
      { result: 'terminated', label: '流程终止' },
      { result: 'revoked', label: '已撤回' },
    ]);
    expect(new Set(FLOW_RESULTS.map((result) => resultTag(result).colour)).size).toBe(FLOW_RESULTS.length);
    expect(resultTag('passed').colour).toBe('success');
    expect(resultTag('refused').colour).toBe('danger');
    expect(resultTag('in_approval').colour).toBe('warning');
  });

  it('labels the instance status: waiting, approved, and every other end', () => {
    expect(textOf('zh-CN', statusTag(FlowStatus.waiting).labelKey)).toBe('审批中');
    expect(statusTag(FlowStatus.waiting).colour).toBe('warning');
    expect(textOf('zh-CN', statusTag(FlowStatus.approved).labelKey)).toBe('已通过');
    expect(statusTag(FlowStatus.approved).colour).toBe('success');
    expect(statusTag(FlowStatus.refused).colour).toBe('danger');
    expect(STATUS_CHOICES).toEqual([1, 2, 3]);
  });

  it("labels an approver's decision, and an unknown task status without failing", () => {
    expect(textOf('zh-CN', taskTag(FlowTaskStatus.approved).labelKey)).toBe('同意');
    expect(taskTag(FlowTaskStatus.approved).colour).toBe('success');
    expect(textOf('zh-CN', taskTag(FlowTaskStatus.refused).labelKey)).toBe('拒绝');
    expect(taskTag(FlowTaskStatus.refused).colour).toBe('danger');
    expect(taskTag(99)).toEqual({ labelKey: 'approveCenter.taskStatus.unknown', colour: 'subtle' });
  });

  it('finds every label in both languages', () => {
    const keys = [
      ...FLOW_RESULTS.map((result) => resultTag(result).labelKey),
      ...STATUS_CHOICES.map((status) => statusTag(status).labelKey),
      ...[1, 2, 3, 4, 99].map((status) => taskTag(status).labelKey),
    ];
    for (const key of keys) {
      expect(textOf('zh-CN', key), key).toBeTruthy();
      expect(textOf('en', key), key).toBeTruthy();
    }
  });
});
