import { useEffect } from 'react';
import { type Session, setOwnConsoleMode } from '../../shared/api/auth';
import { call } from '../data/http';
import { queryClient } from '../data/queryClient';
import { sessionKeys, useServerSession } from '../session';
import { setConsoleMode } from './appState';
import type { ConsoleMode } from './menuRules';

/**
 * The console mode is kept per user on the server (spec §2 Modes), so it follows them to every browser and wall
 * screen; this browser's copy (localStorage) only bridges the moments before the server answers or offline.
 */
export function useServerConsoleMode(): void {
  const session = useServerSession();
  const userId = session?.userId;
  const serverMode = session?.consoleMode;
  useEffect(() => {
    if (userId !== undefined && serverMode) setConsoleMode(serverMode);
  }, [userId, serverMode]);
}

/** Switches the mode here at once and keeps it for the user; offline, the next switch online keeps it. */
export function switchConsoleMode(mode: ConsoleMode): void {
  setConsoleMode(mode);
  queryClient.setQueryData<Session>(sessionKeys.info(), (session) =>
    session ? { ...session, consoleMode: mode } : session,
  );
  call(setOwnConsoleMode, { body: { consoleMode: mode }, silent: true }).catch(() => undefined);
}
