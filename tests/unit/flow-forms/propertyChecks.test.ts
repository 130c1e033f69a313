import { describe, expect, it } from 'vitest';
import {
  boundProblem,
  fieldNameProblem,
  labelWidthProblem,
  type Problem,
  patternProblem,
  stepProblem,
  titleProblem,
} from '../../../src/app/features/flow-forms/designer/properties/propertyChecks';
import { formatMessage, type MessageKey } from '../../../src/shared/messages';
import { parseMsgRef } from '../../../src/shared/rules/validation';
import { designed, form } from './formKit';

/** A problem's shared message as the user reads it in Chinese; null when there is none. */
function zh(problem: Problem): string | null {
  if (!problem) return null;
  if (!('ref' in problem)) return problem.key;
  const { key, params } = parseMsgRef(problem.ref);
  return formatMessage(key as MessageKey, 'zh', params);
}

describe('property checks with the designer’s ranges (spec §5 Designer)', () => {
  const days = { ...designed('number', 'days', '天数'), options: { min: 1, max: 30, step: 1 } };

  it('min and max lie within 0 to 100000000, and the minimum is not above the maximum', () => {
    expect(zh(boundProblem(days, 'max', 1e8 + 1))).toBe('控件「天数」的最小值和最大值须在 0 到 100000000 之间');
    expect(zh(boundProblem(days, 'min', -1))).toBe('控件「天数」的最小值和最大值须在 0 到 100000000 之间');
    expect(zh(boundProblem(days, 'min', 31))).toBe('控件「天数」的最小值不能大于最大值');
    expect(boundProblem(days, 'max', 100)).toBeNull();
  });

  it('step lies within 0 to 100 and the label width within 0 to 200', () => {
    expect(zh(stepProblem(days, 101))).toBe('控件「天数」的步长须在 0 到 100 之间');
    expect(stepProblem(days, 0.5)).toBeNull();
    expect(zh(labelWidthProblem(201))).toBe('标签宽度须在 0 到 200 之间');
    expect(labelWidthProblem(0)).toBeNull();
  });

  it('a field name is an identifier that no other widget has', () => {
    const value = form([days, designed('input', 'reason', '原因')]);
    expect(zh(fieldNameProblem(value, days, 'reason'))).toBe('字段标识「reason」重复，每个控件的字段标识必须唯一');
    expect(zh(fieldNameProblem(value, days, '1days'))).toMatch(/^控件「天数」的字段标识「1days」不正确/);
    expect(zh(fieldNameProblem(value, days, 'constructor'))).toMatch(/是保留字/);
    expect(fieldNameProblem(value, days, 'days')).toBeNull();
    expect(fieldNameProblem(value, days, 'leaveDays')).toBeNull();
  });

  it('a title is required and a pattern must compile', () => {
    expect(zh(titleProblem({ ...days, name: ' ' }))).toBe('控件标题不能为空');
    expect(zh(patternProblem(days, '(a'))).toBe('控件「天数」的正则表达式不正确：(a');
    expect(patternProblem(days, '^\\d+$')).toBeNull();
  });
});
