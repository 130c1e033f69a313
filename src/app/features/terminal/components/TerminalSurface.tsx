import { Button, Input, makeStyles, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, CopyRegular, DismissRegular, SearchRegular } from '@fluentui/react-icons';
import type { Terminal } from '@xterm/xterm';
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EffectiveBehavior } from '../../../../shared/api/behaviorPolicies';
import { terminalSocketUrl } from '../../../../shared/protocol/terminal';
import { bufferText, createXterm, type Xterm } from '../../../components/xterm/createXterm';
import { getToken } from '../../../session/cookies';
import { deniedBy } from '../session/sessionBehavior';
import { type ConnectionStatus, TerminalConnection } from '../session/terminalConnection';
import { guardClipboard } from './clipboardGuard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
  },
  host: { flex: 1, minHeight: 0, backgroundColor: '#000', padding: '4px' },
});

export interface TerminalSurfaceHandle {
  /** Ends the session with the `close` frame; false when no socket could carry it. */
  close(): boolean;
  /** Attaches again (after another window took the session over). */
  takeBack(): void;
}

/** Lets tests and assistive tools read what the terminal shows (the WebGL renderer draws on a canvas). */
export interface TerminalHostElement extends HTMLDivElement {
  gatehouseTerminalText?: () => string;
}

interface Props {
  sessionId: number;
  /** What the behaviour policies decided for the session (clipboard rules are enforced here); null: no limits. */
  behavior: EffectiveBehavior | null;
  active: boolean;
  onStatus(status: ConnectionStatus): void;
  onNotice(level: 'info' | 'warning' | 'error', message: string): void;
  /** The text of the note about output the server no longer had (written into the terminal too). */
  onLost(text: string): void;
  handleRef: Ref<TerminalSurfaceHandle>;
}

function isKey(event: globalThis.KeyboardEvent, code: string): boolean {
  return event.type === 'keydown' && event.ctrlKey && event.shiftKey && !event.altKey && event.code === code;
}

async function copySelection(terminal: Terminal): Promise<void> {
  const text = terminal.getSelection();
  if (text) await navigator.clipboard?.writeText(text).catch(() => undefined);
}

/** What the clipboard rules read: the session's behaviour, the texts and where a refusal is told. */
interface ClipboardContext {
  behavior: EffectiveBehavior | null;
  t: (key: string, options?: Record<string, unknown>) => string;
  onNotice(level: 'warning', message: string): void;
}

/** The notice of a refused copy, or null when copying out of the session is allowed. */
function copyRefusal({ behavior, t }: ClipboardContext): string | null {
  const policy = deniedBy(behavior, 'clipboardCopy');
  return policy === null ? null : t('terminal.behavior.copyDenied', { policy });
}

/** Copies the selection (Ctrl+Shift+C, the copy button), or tells why a behaviour policy does not allow it. */
function copyOut(terminal: Terminal, context: ClipboardContext): void {
  const refusal = copyRefusal(context);
  if (refusal === null) void copySelection(terminal);
  else context.onNotice('warning', refusal);
}

/**
 * One session's xterm and socket: output in, keystrokes out, fitted to its box (resize frames follow),
 * search (Ctrl+Shift+F), copy (Ctrl+Shift+C or the button), paste (Ctrl+V / Ctrl+Shift+V), clickable links.
 * Copy and paste are refused, with a notice naming the policy, where a behaviour policy forbids them.
 */
export function TerminalSurface({ sessionId, behavior, active, onStatus, onNotice, onLost, handleRef }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const hostRef = useRef<TerminalHostElement>(null);
  const xtermRef = useRef<Xterm | null>(null);
  const connectionRef = useRef<TerminalConnection | null>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listeners = useRef({ onStatus, onNotice, onLost, t, behavior });
  listeners.current = { onStatus, onNotice, onLost, t, behavior };

  useImperativeHandle(handleRef, () => ({
    close: () => connectionRef.current?.close() ?? false,
    takeBack: () => connectionRef.current?.start(),
  }));

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const xterm = createXterm(host);
    const { terminal, fit } = xterm;
    xtermRef.current = xterm;
    host.gatehouseTerminalText = () => bufferText(terminal);
    const connection = new TerminalConnection(
      {
        socketUrl: (resumeFrom) => {
          const token = getToken();
          return token ? terminalSocketUrl(window.location.origin, sessionId, token, resumeFrom) : null;
        },
        openSocket: (url) => new WebSocket(url),
        now: () => Date.now(),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (handle) => window.clearTimeout(handle as number),
      },
      {
        onOutput: (bytes, endOffset) => terminal.write(bytes, () => connection.written(endOffset)),
        onStatus: (status) => listeners.current.onStatus(status),
        // Interception notices come in the output itself (the server writes them, for the recording and the
        // monitor too); the frame puts them beside the status.
        onNotice: (level, message) => listeners.current.onNotice(level, message),
        onLost: (bytes, cause) => {
          const text = listeners.current.t(cause === 'drop' ? 'terminal.lostOutput' : 'terminal.olderOutput', {
            bytes,
          });
          terminal.write(`\r\n\x1b[33m[${text}]\x1b[0m\r\n`);
          listeners.current.onLost(text);
        },
      },
    );
    connectionRef.current = connection;
    terminal.onData((data) => connection.input(data));
    terminal.onBinary((data) => connection.input(data));
    terminal.onResize(({ cols, rows }) => connection.resize(cols, rows));
    terminal.attachCustomKeyEventHandler((event) => {
      if (isKey(event, 'KeyF')) {
        event.preventDefault();
        setSearchOpen(true);
        window.setTimeout(() => searchInputRef.current?.focus(), 0);
        return false;
      }
      if (isKey(event, 'KeyC')) {
        event.preventDefault();
        copyOut(terminal, listeners.current);
        return false;
      }
      // The browser's own paste follows and xterm reads it from the paste event.
      if (isKey(event, 'KeyV')) return false;
      return true;
    });

    const unguard = guardClipboard(host, {
      pasteRefusal: () => {
        const policy = deniedBy(listeners.current.behavior, 'clipboardPaste');
        return policy === null ? null : listeners.current.t('terminal.behavior.pasteDenied', { policy });
      },
      copyRefusal: () => copyRefusal(listeners.current),
      onRefused: (message) => listeners.current.onNotice('warning', message),
    });

    const refit = () => {
      if (host.offsetWidth > 0 && host.offsetHeight > 0) fit.fit();
    };
    refit();
    connection.resize(terminal.cols, terminal.rows);
    connection.start();
    const observer = new ResizeObserver(refit);
    observer.observe(host);
    const handleOnline = () => connection.retryNow();
    const handleOffline = () => connection.networkLost();
    window.addEventListener('online', handleOnline);
    window.addEventListener('offline', handleOffline);
    return () => {
      unguard();
      window.removeEventListener('online', handleOnline);
      window.removeEventListener('offline', handleOffline);
      observer.disconnect();
      connection.dispose();
      terminal.dispose();
      delete host.gatehouseTerminalText;
      xtermRef.current = null;
      connectionRef.current = null;
    };
  }, [sessionId]);

  useEffect(() => {
    const xterm = xtermRef.current;
    if (!active || !xterm) return;
    const host = hostRef.current;
    if (host && host.offsetWidth > 0) xterm.fit.fit();
    xterm.terminal.focus();
  }, [active]);

  const find = (backwards: boolean) => {
    const search = xtermRef.current?.search;
    if (!search || !query) return;
    if (backwards) search.findPrevious(query);
    else search.findNext(query);
  };
  const closeSearch = () => {
    setSearchOpen(false);
    xtermRef.current?.search.clearDecorations();
    xtermRef.current?.terminal.clearSelection();
    xtermRef.current?.terminal.focus();
  };
  const handleSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') find(event.shiftKey);
    if (event.key === 'Escape') closeSearch();
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Tooltip content={`${t('terminal.search')} (Ctrl+Shift+F)`} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<SearchRegular />}
            onClick={() => {
              setSearchOpen(true);
              window.setTimeout(() => searchInputRef.current?.focus(), 0);
            }}
          />
        </Tooltip>
        <Tooltip content={`${t('terminal.copy')} (Ctrl+Shift+C)`} relationship="label">
          <Button
            size="small"
            appearance="subtle"
            icon={<CopyRegular />}
            onClick={() => {
              const terminal = xtermRef.current?.terminal;
              if (terminal) copyOut(terminal, listeners.current);
            }}
          />
        </Tooltip>
        {isSearchOpen && (
          <>
            <Input
              ref={searchInputRef}
              size="small"
              value={query}
              placeholder={t('terminal.searchPlaceholder')}
              aria-label={t('terminal.searchPlaceholder')}
              onChange={(_, data) => setQuery(data.value)}
              onKeyDown={handleSearchKey}
            />
            <Tooltip content={t('terminal.searchPrevious')} relationship="label">
              <Button size="small" appearance="subtle" icon={<ArrowUpRegular />} onClick={() => find(true)} />
            </Tooltip>
            <Tooltip content={t('terminal.searchNext')} relationship="label">
              <Button size="small" appearance="subtle" icon={<ArrowDownRegular />} onClick={() => find(false)} />
            </Tooltip>
            <Tooltip content={t('terminal.searchClose')} relationship="label">
              <Button size="small" appearance="subtle" icon={<DismissRegular />} onClick={closeSearch} />
            </Tooltip>
          </>
        )}
      </div>
      <div ref={hostRef} className={styles.host} data-testid="terminal-host" data-session-id={sessionId} />
    </div>
  );
}
