import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementRecord } from '../../../../shared/api/dbSessions';
import { fetchDatabaseSessionState } from '../api';
import { lookUpLost } from './lostStatement';

/** What the console shows once a lost statement is found: a note (it ran), or an error bar text. */
export interface LookupShown {
  note: string | null;
  error: string | null;
}

/**
 * Finding out what became of a statement whose reply was lost, instead of running it again: the console shows
 * "reconnecting" meanwhile, then the statement's outcome from the session's audit (the rows themselves are gone).
 */
export function useLostLookup(sessionId: number, onEnded: (message: string) => void) {
  const { t } = useTranslation();
  const [isReconnecting, setReconnecting] = useState(false);
  const stopped = useRef(false);
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);

  const describe = useCallback(
    (record: StatementRecord): LookupShown => {
      if (record.outcome !== 'ok')
        return { note: null, error: t('terminal.sql.lostFailed', { error: record.error ?? record.outcome }) };
      const figures =
        record.affectedRows === null
          ? t('terminal.sql.lostRows', { count: record.rowCount ?? 0 })
          : t('terminal.sql.lostAffected', { count: record.affectedRows });
      return { note: t('terminal.sql.lostDone', { figures }), error: null };
    },
    [t],
  );

  const lookUp = useCallback(
    async (sql: string | null, lastSeenId: number): Promise<LookupShown> => {
      setReconnecting(true);
      try {
        const outcome = await lookUpLost(
          {
            fetchState: () => fetchDatabaseSessionState(sessionId),
            wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
            isStopped: () => stopped.current,
          },
          sql,
          lastSeenId,
        );
        if (outcome.kind === 'found') return describe(outcome.record);
        if (outcome.kind === 'notRun') return { note: null, error: sql ? t('terminal.sql.lostNotRun') : null };
        if (outcome.kind === 'ended') {
          onEnded(outcome.message);
          return { note: null, error: outcome.message };
        }
        return { note: null, error: t('terminal.sql.unreachable') };
      } finally {
        setReconnecting(false);
      }
    },
    [sessionId, onEnded, describe, t],
  );

  return { isReconnecting, lookUp, describe };
}
