import { describe, expect, it } from 'vitest';
import { flowMessages } from '../../../src/shared/messages/flowMessages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('flowMessages', () => {
  it('has the same placeholders in both languages', () => {
    const mismatched = Object.entries(flowMessages).filter(
      ([, { zh, en }]) => placeholders(zh).join() !== placeholders(en).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('says each condition problem both alone and on a sequence flow', () => {
    const keys = Object.keys(flowMessages);
    const alone = keys.filter((key) => key.startsWith('flowCondition')).map((key) => key.slice('flowCondition'.length));
    const onFlow = keys
      .filter((key) => key.startsWith('flowDefCondition'))
      .map((key) => key.slice('flowDefCondition'.length));
    // A blank condition on a flow is no condition: the gateway's rule decides (flowDefConditionMissing).
    expect(alone.filter((kind) => kind !== 'Empty').every((kind) => onFlow.includes(kind))).toBe(true);
  });
});
