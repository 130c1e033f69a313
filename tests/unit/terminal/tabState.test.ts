import { describe, expect, it } from 'vitest';
import { statusLine, type TabState } from '../../../src/app/features/terminal/session/tabState';
import type { TerminalSession } from '../../../src/shared/api/terminal';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const session = { sessionId: 7, assetName: 'web-1', accountName: 'root' } as TerminalSession;
const live = (status: Extract<TabState, { phase: 'live' }>['status']): TabState => ({
  phase: 'live',
  session,
  status,
  notice: null,
});

describe('terminal status line', () => {
  it('says what the tab is doing before and while connected', () => {
    expect(statusLine({ phase: 'opening' }, 0, t)).toEqual({ tone: 'info', text: 'terminal.status.opening' });
    expect(statusLine(live({ kind: 'connected' }), 0, t).tone).toBe('success');
  });

  it('shows a login failure with the server message', () => {
    expect(statusLine({ phase: 'openFailed', message: '主机密钥已变更', needsApproval: false }, 0, t)).toEqual({
      tone: 'error',
      text: 'terminal.status.openFailed {"message":"主机密钥已变更"}',
    });
  });

  it('counts the grace down while reconnecting', () => {
    const state = live({ kind: 'reconnecting', attempt: 2, graceEndsAt: 60_000, nextAttemptAt: 2_000 });
    expect(statusLine(state, 15_500, t).text).toBe('terminal.status.reconnecting {"seconds":45}');
    expect(statusLine(state, 90_000, t).text).toBe('terminal.status.reconnecting {"seconds":0}');
  });

  it('ends with the server reason text, or the local text for the reason, with the exit code', () => {
    const byServer = live({
      kind: 'ended',
      cause: { kind: 'closed', reason: 'terminated', message: '会话已被管理员终止', exitCode: null },
    });
    expect(statusLine(byServer, 0, t)).toEqual({ tone: 'error', text: '会话已被管理员终止' });
    const exited = live({ kind: 'ended', cause: { kind: 'closed', reason: 'exit', message: '', exitCode: 3 } });
    expect(statusLine(exited, 0, t).text).toBe('terminal.ended.exit (terminal.ended.exitCode {"code":3})');
  });

  it('an expired sign-in reads as the spec’s terminal-page text', () => {
    expect(statusLine(live({ kind: 'ended', cause: { kind: 'unauthorised' } }), 0, t).text).toBe('msg.loginExpired');
  });
});
