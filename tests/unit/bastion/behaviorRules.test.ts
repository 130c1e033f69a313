import { describe, expect, it } from 'vitest';
import { SessionActivity } from '../../../src/server/bastion/gateway/sessionActivity';
import { limitVerdict } from '../../../src/server/bastion/gateway/sessionLimits';
import {
  BehaviorRule,
  type BehaviorRuleValues,
  DEFAULT_BEHAVIOR,
  type RankedBehaviorPolicy,
  RecordingMode,
  resolveBehavior,
} from '../../../src/shared/rules/behaviorRules';

const unset: BehaviorRuleValues = {
  idleMinutes: null,
  maxSessionMinutes: null,
  upload: null,
  download: null,
  clipboardCopy: null,
  clipboardPaste: null,
  share: null,
  monitor: null,
  recording: null,
};
let nextId = 1;
const policy = (priority: number, rules: Partial<BehaviorRuleValues>): RankedBehaviorPolicy => {
  nextId += 1;
  return { id: nextId, name: `p${nextId}`, priority, ...unset, ...rules };
};

describe('resolveBehavior', () => {
  it('is the default without policies: no limits, everything the authorisation allows, strict recording', () => {
    expect(resolveBehavior([])).toEqual(DEFAULT_BEHAVIOR);
  });

  it('takes each rule from the first priority that sets it, skipping policies that leave it unset', () => {
    const first = policy(1, { idleMinutes: 30 });
    const second = policy(5, { idleMinutes: 5, upload: BehaviorRule.deny });
    const third = policy(9, { upload: BehaviorRule.allow, recording: RecordingMode.bestEffort });
    const resolved = resolveBehavior([third, second, first]);
    expect(resolved).toMatchObject({ idleMinutes: 30, upload: false, recordingStrict: false });
    expect(resolved.decidedBy).toEqual({ idleMinutes: first.name, upload: second.name, recording: third.name });
  });

  it('lets the stricter value win between policies of one priority', () => {
    const allow = policy(3, { share: BehaviorRule.allow, maxSessionMinutes: 90 });
    const deny = policy(3, { share: BehaviorRule.deny, maxSessionMinutes: 60 });
    const resolved = resolveBehavior([allow, deny]);
    expect(resolved).toMatchObject({ share: false, maxSessionMinutes: 60 });
    expect(resolved.decidedBy).toMatchObject({ share: deny.name, maxSessionMinutes: deny.name });
  });

  it('holds a capability set to approval: not allowed outright, listed as held (issue 19)', () => {
    const held = policy(2, { clipboardPaste: BehaviorRule.approval, upload: BehaviorRule.approval });
    const resolved = resolveBehavior([held, policy(7, { clipboardCopy: BehaviorRule.approval })]);
    expect(resolved).toMatchObject({ clipboardPaste: false, upload: false, clipboardCopy: false, download: true });
    expect([...resolved.held].sort()).toEqual(['clipboardCopy', 'clipboardPaste', 'upload']);
    expect(resolved.decidedBy).toMatchObject({ clipboardPaste: held.name, upload: held.name });
  });

  it('ranks deny over approval over allow between policies of one priority (issue 19)', () => {
    const allow = policy(4, { clipboardPaste: BehaviorRule.allow, clipboardCopy: BehaviorRule.approval });
    const approval = policy(4, { clipboardPaste: BehaviorRule.approval, clipboardCopy: BehaviorRule.deny });
    const resolved = resolveBehavior([allow, approval]);
    expect(resolved).toMatchObject({ clipboardPaste: false, clipboardCopy: false });
    expect(resolved.held).toEqual(['clipboardPaste']);
    expect(resolved.decidedBy).toMatchObject({ clipboardPaste: approval.name, clipboardCopy: approval.name });
  });

  it('lets a higher-priority allow lift a lower-priority approval', () => {
    const resolved = resolveBehavior([
      policy(1, { download: BehaviorRule.allow }),
      policy(2, { download: BehaviorRule.approval }),
    ]);
    expect(resolved).toMatchObject({ download: true, held: [] });
  });
});

describe('limitVerdict', () => {
  const minute = 60_000;
  const limits = { idleMinutes: 15, maxSessionMinutes: 60 };

  it('ends an idle session, counting from the last input', () => {
    let now = 0;
    const activity = new SessionActivity(() => now);
    now = 14 * minute;
    expect(limitVerdict(activity, limits, now)).toEqual({ kind: 'none' });
    activity.touch();
    now = 28 * minute;
    expect(limitVerdict(activity, limits, now)).toEqual({ kind: 'none' });
    now = 29 * minute;
    expect(limitVerdict(activity, limits, now)).toEqual({ kind: 'end', reason: 'idleTimeout' });
  });

  it('warns within five minutes of the maximum length until warned, then ends at it', () => {
    let now = 0;
    const activity = new SessionActivity(() => now);
    now = 56 * minute;
    activity.touch();
    expect(limitVerdict(activity, limits, now)).toEqual({ kind: 'warn', minutesLeft: 4 });
    activity.endWarned = true;
    expect(limitVerdict(activity, limits, now)).toEqual({ kind: 'none' });
    now = 60 * minute;
    expect(limitVerdict(activity, limits, now)).toEqual({ kind: 'end', reason: 'maxDuration' });
  });

  it('does nothing without limits', () => {
    const activity = new SessionActivity(() => 0);
    expect(limitVerdict(activity, { idleMinutes: null, maxSessionMinutes: null }, 1e12)).toEqual({ kind: 'none' });
  });
});
