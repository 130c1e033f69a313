import { beforeAll, describe, expect, it } from 'vitest';
import { behaviorSummary } from '../../../src/app/features/policies/behavior/behaviorSummary';
import { effectiveRows } from '../../../src/app/features/policies/behavior/effectiveRows';
import { ensurePolicyTexts } from '../../../src/app/features/policies/i18n';
import { i18n, setLanguage } from '../../../src/app/i18n';
import type { BehaviorRules, EffectiveBehavior } from '../../../src/shared/api/behaviorPolicies';
import { BehaviorRule, DEFAULT_BEHAVIOR, RecordingMode } from '../../../src/shared/rules/behaviorRules';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});

const unset: BehaviorRules = {
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
};

beforeAll(async () => {
  ensurePolicyTexts();
  await setLanguage('zh-CN');
});

describe('the rules summary of a behaviour policy', () => {
  it('names only the rules the policy sets, in the form’s order', () => {
    const rules = {
      ...unset,
      clipboardCopy: BehaviorRule.deny,
      upload: BehaviorRule.deny,
      maxSessionMinutes: 60,
      idleMinutes: 15,
    };
    expect(behaviorSummary(rules, t)).toBe('空闲 15 分钟 · 最长 60 分钟 · 禁止上传 · 禁止复制');
  });

  it('says allow and the recording mode when set, and nothing for a policy that sets nothing', () => {
    expect(behaviorSummary({ ...unset, share: BehaviorRule.allow, recording: RecordingMode.bestEffort }, t)).toBe(
      '允许分享 · 尽力录像',
    );
    expect(behaviorSummary({ ...unset, monitor: BehaviorRule.deny, recording: RecordingMode.strict }, t)).toBe(
      '禁止监控 · 严格录像',
    );
    expect(behaviorSummary(unset, t)).toBe('');
  });

  it('follows the language', async () => {
    await setLanguage('en');
    expect(behaviorSummary({ ...unset, idleMinutes: 5, clipboardPaste: BehaviorRule.deny }, t)).toBe(
      'Idle 5 min · No paste',
    );
    await setLanguage('zh-CN');
  });
});

describe('the effective preview’s lines', () => {
  it('shows each rule’s value with the policy that decided it, 默认 where none did', () => {
    const behavior: EffectiveBehavior = {
      ...DEFAULT_BEHAVIOR,
      idleMinutes: 15,
      clipboardPaste: false,
      recordingStrict: false,
      decidedBy: { idleMinutes: 'night-shift', clipboardPaste: 'no-paste', recording: 'lenient' },
    };
    const rows = effectiveRows(behavior, t);
    expect(rows.map((row) => row.rule)).toEqual([
      'idleMinutes',
      'maxSessionMinutes',
      'upload',
      'download',
      'clipboardCopy',
      'clipboardPaste',
      'share',
      'monitor',
      'recording',
    ]);
    const byRule = Object.fromEntries(rows.map((row) => [row.rule, row]));
    expect(byRule.idleMinutes).toMatchObject({
      label: '空闲超时',
      value: '15 分钟',
      decidedBy: 'night-shift',
      isDefault: false,
    });
    expect(byRule.maxSessionMinutes).toMatchObject({ value: '不限', decidedBy: '默认', isDefault: true });
    expect(byRule.clipboardPaste).toMatchObject({ value: '禁止', decidedBy: 'no-paste' });
    expect(byRule.upload).toMatchObject({ value: '允许', isDefault: true });
    expect(byRule.recording).toMatchObject({ value: '尽力', decidedBy: 'lenient' });
  });

  it('adds the database rules when the preview carries them', () => {
    const behavior: EffectiveBehavior = {
      ...DEFAULT_BEHAVIOR,
      database: { rowLimit: 200, statementTimeoutSeconds: 30, masking: [{ pattern: 'phone', kind: 'phone' }] },
      decidedBy: { dbRowLimit: 'db-limits', masking: 'pii' },
    };
    const byRule = Object.fromEntries(effectiveRows(behavior, t).map((row) => [row.rule, row]));
    expect(byRule.dbRowLimit).toMatchObject({ label: '返回行数上限', value: '200 行', decidedBy: 'db-limits' });
    expect(byRule.dbTimeoutSeconds).toMatchObject({ value: '30 秒', isDefault: true });
    expect(byRule.masking).toMatchObject({ value: 'phone：手机号（138****1234）', decidedBy: 'pii' });
  });

  it('names the database rules in the summary', () => {
    expect(behaviorSummary({ ...unset, dbRowLimit: 500, masking: [{ pattern: 'mobile*', kind: 'phone' }] }, t)).toBe(
      '最多 500 行 · 脱敏：mobile*',
    );
  });
});
