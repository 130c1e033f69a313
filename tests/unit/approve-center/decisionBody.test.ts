import { describe, expect, it } from 'vitest';
import { buildCompleteBody, decisionProblem } from '../../../src/app/features/approve-center/decisionBody';
import { completeTask } from '../../../src/shared/api/flow';
import { FlowTaskStatus } from '../../../src/shared/rules/flowRules';

const { approved, refused } = FlowTaskStatus;

describe('the decision body (spec §5)', () => {
  it('leaves the refusal reason out when approving, whatever was typed', () => {
    const body = buildCompleteBody(12, approved, '写了又改主意');
    expect(body).toEqual({ taskId: 12, status: 2 });
    expect(Object.hasOwn(body, 'refuseReason')).toBe(false);
  });

  it('sends the trimmed reason when refusing', () => {
    expect(buildCompleteBody(12, refused, '  资料不全 ')).toEqual({ taskId: 12, status: 3, refuseReason: '资料不全' });
  });

  it('requires a reason of at most 99 characters when refusing only', () => {
    expect(decisionProblem(approved, '')).toBeNull();
    expect(decisionProblem(refused, '   ')).toBe('refuseReasonRequired');
    expect(decisionProblem(refused, 'x'.repeat(99))).toBeNull();
    expect(decisionProblem(refused, 'x'.repeat(100))).toBe('refuseReasonTooLong');
  });

  it('builds what the shared contract accepts', () => {
    const schema = completeTask.body;
    expect(schema?.safeParse(buildCompleteBody(12, approved, '')).success).toBe(true);
    expect(schema?.safeParse(buildCompleteBody(12, refused, '资料不全')).success).toBe(true);
    expect(schema?.safeParse({ taskId: 12, status: refused }).success).toBe(false);
  });
});
