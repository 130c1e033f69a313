import { describe, expect, it } from 'vitest';
import { flowDesignTexts } from '../../../src/app/features/flow-design/i18n';
import { processKindLabelKey } from '../../../src/app/features/flow-design/processKindLabel';
import { messages } from '../../../src/shared/messages';
import { APPROVAL_MODES, APPROVER_TYPES, TIMER_ACTIONS } from '../../../src/shared/protocol/gatehouseModdle';
import { PROCESS_KINDS } from '../../../src/shared/rules/flowRules';

function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('the flow designer texts', () => {
  const zh = leaves(flowDesignTexts['zh-CN']);
  const en = leaves(flowDesignTexts.en);

  it('have the same keys in zh-CN and en, none empty', () => {
    expect(en.map(([key]) => key)).toEqual(zh.map(([key]) => key));
    for (const [key, text] of [...zh, ...en]) expect(typeof text === 'string' && text.length > 0, key).toBe(true);
  });

  it('name every approver type, approval mode and timer action', () => {
    const keys = new Set(zh.map(([key]) => key));
    for (const type of APPROVER_TYPES) expect(keys.has(`approverType.${type}`), type).toBe(true);
    for (const mode of APPROVAL_MODES) expect(keys.has(`approvalMode.${mode}`), mode).toBe(true);
    for (const action of TIMER_ACTIONS) expect(keys.has(`timerAction.${action}`), action).toBe(true);
  });

  it('take every process kind label from the shared messages', () => {
    for (const kind of PROCESS_KINDS) {
      const key = processKindLabelKey(kind).replace(/^msg\./, '');
      expect(key in messages, kind).toBe(true);
    }
  });
});
