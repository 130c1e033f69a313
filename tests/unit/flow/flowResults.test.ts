import { describe, expect, it } from 'vitest';
import { enumTables } from '../../../src/shared/enums';
import { FLOW_RESULTS } from '../../../src/shared/rules/flowRules';

describe('approval result codes', () => {
  it('are the values of the approval_result dictionary, so a dictionary tag labels every one', () => {
    const table = enumTables.find((entry) => entry.dictType === 'approval_result');
    expect(table?.items.map((entry) => entry.value).sort()).toEqual([...FLOW_RESULTS].sort());
  });
});
