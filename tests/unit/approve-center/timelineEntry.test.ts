import { describe, expect, it } from 'vitest';
import { timelineEntry } from '../../../src/app/features/approve-center/timelineEntry';
import type { FlowComment } from '../../../src/shared/api/flow';
import { FLOW_COMMENT_KINDS } from '../../../src/shared/rules/flowRules';
import { textOf, zhT } from './textsOf';

const comment = (overrides: Partial<FlowComment>): FlowComment => ({
  id: 1,
  activityId: 'Activity_1',
  activityName: '主管审批',
  userId: 7,
  userName: '张三',
  kind: 'approve',
  message: '',
  time: '2026-05-01T08:00:00.000Z',
  ...overrides,
});

describe('timeline entries', () => {
  it('names each kind with the wording of the brief', () => {
    const actions = FLOW_COMMENT_KINDS.map((kind) => timelineEntry(comment({ kind }), zhT).action);
    expect(actions).toEqual(['提交申请', '同意', '拒绝', '撤回', '终止', '转交', '过期', '审批通过']);
    for (const kind of FLOW_COMMENT_KINDS) expect(textOf('en', `approveCenter.timeline.kind.${kind}`)).toBeTruthy();
  });

  it("keeps the person's words and the step", () => {
    const entry = timelineEntry(comment({ kind: 'refuse', message: ' 资料不全 ' }), zhT);
    expect(entry).toMatchObject({ who: '张三', action: '拒绝', step: '主管审批', words: '资料不全', tone: 'danger' });
  });

  it('drops words that only repeat the action, keeps system explanations', () => {
    expect(timelineEntry(comment({ kind: 'submit', message: '提交申请' }), zhT).words).toBe('');
    const passed = timelineEntry(comment({ kind: 'passed', message: '审批通过，流程结束', userName: '' }), zhT);
    expect(passed).toMatchObject({ who: '系统', action: '审批通过', words: '审批通过，流程结束', tone: 'success' });
  });

  it('shows a kind it does not know as it came', () => {
    const entry = timelineEntry(comment({ kind: 'delegate', message: 'x' }), zhT);
    expect(entry).toMatchObject({ action: 'delegate', words: 'x', tone: 'neutral' });
  });
});
