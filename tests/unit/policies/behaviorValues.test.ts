import { describe, expect, it } from 'vitest';
import { behaviorFields, behaviorValues, choicesFor } from '../../../src/app/features/policies/behavior/behaviorValues';
import {
  AddBehaviorPolicyBodySchema,
  BEHAVIOR_RULE_FIELDS,
  type BehaviorPolicy,
  UpdateBehaviorPolicyBodySchema,
} from '../../../src/shared/api/behaviorPolicies';
import { BehaviorRule, RecordingMode } from '../../../src/shared/rules/behaviorRules';

const saved: BehaviorPolicy = {
  id: 4,
  name: 'no-paste',
  priority: 10,
  enabled: false,
  description: 'night shift',
  scope: { userIds: [2], groupIds: [], assetIds: [7], accountIds: [] },
  scopeNames: { users: [{ id: 2, name: 'ops' }], groups: [], assets: [{ id: 7, name: 'web-1' }], accounts: [] },
  tagIds: [3],
  tags: [{ id: 3, name: 'prod' }],
  idleMinutes: 15,
  maxSessionMinutes: null,
  upload: BehaviorRule.deny,
  download: null,
  clipboardCopy: BehaviorRule.allow,
  clipboardPaste: BehaviorRule.deny,
  share: null,
  monitor: null,
  recording: RecordingMode.bestEffort,
  dbRowLimit: 500,
  dbTimeoutSeconds: null,
  masking: [{ pattern: 'users.phone', kind: 'phone' }],
  createdBy: 'admin',
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
};

describe('the behaviour form’s body', () => {
  it('sends null for every rule left empty or not set', () => {
    expect(behaviorFields(behaviorValues())).toEqual({
      tagIds: [],
      idleMinutes: null,
      maxSessionMinutes: null,
      upload: null,
      download: null,
      clipboardCopy: null,
      clipboardPaste: null,
      share: null,
      monitor: null,
      recording: null,
      dbRowLimit: null,
      dbTimeoutSeconds: null,
      masking: [],
    });
  });

  it('turns typed minutes and the choices into the rule values', () => {
    const values = behaviorValues();
    values.idleMinutes = ' 15 ';
    values.maxSessionMinutes = '   ';
    values.capabilities = { ...values.capabilities, upload: 'deny', share: 'allow' };
    values.recording = 'strict';
    values.tagIds = [3];
    expect(behaviorFields(values)).toMatchObject({
      tagIds: [3],
      idleMinutes: 15,
      maxSessionMinutes: null,
      upload: BehaviorRule.deny,
      share: BehaviorRule.allow,
      download: null,
      recording: RecordingMode.strict,
    });
  });

  it('gives back a saved policy’s rules unchanged', () => {
    const values = behaviorValues(saved);
    expect(values).toMatchObject({ name: 'no-paste', priority: '10', enabled: false, userIds: [2], assetIds: [7] });
    expect(values.approverIds).toEqual([]);
    expect(values.capabilities).toEqual({
      upload: 'deny',
      download: 'notSet',
      clipboardCopy: 'allow',
      clipboardPaste: 'deny',
      share: 'notSet',
      monitor: 'notSet',
    });
    const {
      id,
      tags,
      scope,
      scopeNames,
      createdBy,
      createTime,
      updateTime,
      name,
      priority,
      enabled,
      description,
      ...rules
    } = saved;
    expect(behaviorFields(values)).toEqual(rules);
  });

  it('is what the shared schema accepts; bad minutes are refused under their field', () => {
    const body = { name: 'p', ...behaviorFields(behaviorValues(saved)) };
    expect(AddBehaviorPolicyBodySchema.safeParse(body).success).toBe(true);
    expect(UpdateBehaviorPolicyBodySchema.safeParse({ id: 4, ...body }).success).toBe(true);

    // The server refuses a save that sets no rule (behaviorRulesRequired): an untouched form is one.
    const untouched = behaviorFields(behaviorValues());
    expect(BEHAVIOR_RULE_FIELDS.every((field) => untouched[field] === null)).toBe(true);

    const values = behaviorValues();
    values.idleMinutes = '1441';
    const tooLong = AddBehaviorPolicyBodySchema.safeParse({ name: 'p', ...behaviorFields(values) });
    expect(tooLong.error?.issues[0]?.path).toEqual(['idleMinutes']);
  });
});

describe('the approval value of a behaviour rule (issue 19)', () => {
  const body = { name: 'held-clipboard' };

  it('is accepted for file transfer and the clipboard', () => {
    for (const rule of ['upload', 'download', 'clipboardCopy', 'clipboardPaste'] as const) {
      const parsed = AddBehaviorPolicyBodySchema.safeParse({ ...body, [rule]: BehaviorRule.approval });
      expect(parsed.success, rule).toBe(true);
      expect(parsed.data?.[rule]).toBe(BehaviorRule.approval);
    }
  });

  it('is refused, naming the field, for sharing and monitoring, which have no single action to hold', () => {
    for (const rule of ['share', 'monitor'] as const) {
      const parsed = AddBehaviorPolicyBodySchema.safeParse({ ...body, [rule]: BehaviorRule.approval });
      expect(parsed.success, rule).toBe(false);
      expect(JSON.stringify(parsed.error?.issues)).toContain(rule);
    }
  });

  it('survives the form both ways, and the form offers it only where it applies', () => {
    const values = behaviorValues({ ...saved, clipboardPaste: BehaviorRule.approval, download: BehaviorRule.approval });
    expect(values.capabilities).toMatchObject({ clipboardPaste: 'approval', download: 'approval', upload: 'deny' });
    expect(behaviorFields(values)).toMatchObject({
      clipboardPaste: BehaviorRule.approval,
      download: BehaviorRule.approval,
    });
    expect(choicesFor('clipboardCopy')).toContain('approval');
    expect(choicesFor('share')).not.toContain('approval');
  });
});
