import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DbSession } from '../../../../shared/api/dbSessions';
import { isApiError } from '../../../data/errors';
import { switchDatabase } from '../api';
import { terminalKeys, useDatabaseList, useDatabaseSchema } from '../queries';
import type { DbProtocol } from '../session/dbProtocol';
import { changesSchema, completionSchema } from './schemaCompletion';

/**
 * A console's view of its session's catalog: the database it is in (changed through the picker), that database's
 * schema for the browser and completion, read again after DDL or on demand.
 */
export function useConsoleCatalog(session: DbSession, dialect: DbProtocol) {
  const queryClient = useQueryClient();
  const [database, setDatabase] = useState(session.database);
  const [isSwitching, setSwitching] = useState(false);
  const schema = useDatabaseSchema(session.sessionId, database);
  // The server's word on where the session is (a USE typed in the editor moves a MySQL session too).
  const current = useDatabaseList(session.sessionId).data?.current;
  useEffect(() => {
    if (current !== undefined) setDatabase(current);
  }, [current]);
  const completion = useMemo(() => completionSchema(schema.data, dialect), [schema.data, dialect]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: terminalKeys.dbCatalog(session.sessionId) }),
    [queryClient, session.sessionId],
  );

  /** After a statement: DDL may have changed the tables (or the databases) the browser shows. */
  const noteStatement = useCallback(
    (sql: string) => {
      if (changesSchema(sql) || /^\s*use\s/i.test(sql)) void refresh();
    },
    [refresh],
  );

  /** Moves the session to another database; answers the refusal's text, or null. */
  const chooseDatabase = useCallback(
    async (next: string): Promise<string | null> => {
      setSwitching(true);
      try {
        const moved = await switchDatabase(session.sessionId, next);
        setDatabase(moved.database);
        void refresh();
        return null;
      } catch (failure) {
        return isApiError(failure) ? failure.msg : String(failure);
      } finally {
        setSwitching(false);
      }
    },
    [session.sessionId, refresh],
  );

  return { database, schema, completion, refresh, noteStatement, chooseDatabase, isSwitching };
}
