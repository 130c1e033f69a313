import { describe, expect, it, vi } from 'vitest';
import { guardClipboard } from '../../../src/app/features/terminal/components/clipboardGuard';
import { deniedBy, limitsText } from '../../../src/app/features/terminal/session/sessionBehavior';
import type { EffectiveBehavior } from '../../../src/shared/api/behaviorPolicies';
import { DEFAULT_BEHAVIOR } from '../../../src/shared/rules/behaviorRules';

/** The terminal page's side of behaviour policies: what a session may do, its limits, the clipboard guard. */
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const noPaste: EffectiveBehavior = {
  ...DEFAULT_BEHAVIOR,
  clipboardPaste: false,
  upload: false,
  decidedBy: { clipboardPaste: 'no-paste', upload: 'no-upload' },
};

describe('what a session may do', () => {
  it('names the policy that forbids a rule, and nothing for allowed rules or sessions without behaviour', () => {
    expect(deniedBy(noPaste, 'clipboardPaste')).toBe('no-paste');
    expect(deniedBy(noPaste, 'upload')).toBe('no-upload');
    expect(deniedBy(noPaste, 'clipboardCopy')).toBeNull();
    expect(deniedBy(null, 'clipboardPaste')).toBeNull();
  });

  it('shows the idle timeout and the latest end, only when set', () => {
    const start = new Date(2026, 4, 21, 13, 32, 0).toISOString();
    const limited = { ...DEFAULT_BEHAVIOR, idleMinutes: 15, maxSessionMinutes: 60 };
    expect(limitsText(limited, start, t)).toBe(
      'terminal.behavior.idle {"minutes":15} · terminal.behavior.maxUntil {"time":"14:32"}',
    );
    expect(limitsText({ ...limited, idleMinutes: null, maxSessionMinutes: 24 * 60 }, start, t)).toBe(
      'terminal.behavior.maxUntil {"time":"05-22 13:32"}',
    );
    expect(limitsText(DEFAULT_BEHAVIOR, start, t)).toBeNull();
    expect(limitsText(null, start, t)).toBeNull();
  });
});

describe('the terminal’s clipboard guard', () => {
  const clipboardEvent = (type: string) => new Event(type, { cancelable: true, bubbles: true });

  it('stops a paste or a pasting input before xterm sees it and says why, while copying stays allowed', () => {
    const host = new EventTarget();
    const onRefused = vi.fn();
    const unguard = guardClipboard(host as unknown as HTMLElement, {
      pasteRefusal: () => 'paste refused',
      copyRefusal: () => null,
      onRefused,
    });
    const paste = clipboardEvent('paste');
    host.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(true);
    expect(paste.cancelBubble).toBe(true);
    const input = Object.assign(clipboardEvent('beforeinput'), { inputType: 'insertFromPaste' });
    host.dispatchEvent(input);
    expect(input.defaultPrevented).toBe(true);
    const typing = Object.assign(clipboardEvent('beforeinput'), { inputType: 'insertText' });
    host.dispatchEvent(typing);
    expect(typing.defaultPrevented).toBe(false);
    const copy = clipboardEvent('copy');
    host.dispatchEvent(copy);
    expect(copy.defaultPrevented).toBe(false);
    expect(onRefused.mock.calls).toEqual([['paste refused'], ['paste refused']]);

    unguard();
    const later = clipboardEvent('paste');
    host.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('stops a copy where copying out is forbidden', () => {
    const host = new EventTarget();
    const onRefused = vi.fn();
    guardClipboard(host as unknown as HTMLElement, {
      pasteRefusal: () => null,
      copyRefusal: () => 'copy refused',
      onRefused,
    });
    const copy = clipboardEvent('copy');
    host.dispatchEvent(copy);
    expect(copy.defaultPrevented).toBe(true);
    const paste = clipboardEvent('paste');
    host.dispatchEvent(paste);
    expect(paste.defaultPrevented).toBe(false);
    expect(onRefused).toHaveBeenCalledWith('copy refused');
  });
});
