import type { EditorView } from '@codemirror/view';
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, PlayRegular, StopRegular } from '@fluentui/react-icons';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DB_ROW_LIMIT_DEFAULT,
  DB_TIMEOUT_MS_DEFAULT,
  type DbSession,
  type StatementResult,
} from '../../../../shared/api/dbSessions';
import { ResponseCode } from '../../../../shared/codes';
import { isApiError } from '../../../data/errors';
import { cancelDatabaseStatement, runDatabaseStatement } from '../api';
import type { DbProtocol } from '../session/dbProtocol';
import { ResultGrid } from './ResultGrid';
import { resultCsv, saveCsv } from './resultCsv';
import { SqlEditor, textToRun } from './SqlEditor';

const useStyles = makeStyles({
  console: {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minHeight: 0,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
  },
  editor: { height: '35%', minHeight: '120px' },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  summary: { color: tokens.colorNeutralForeground2 },
});

/** The wait for a statement's reply: its own timeout, plus time for the server to stop it and answer. */
const REPLY_MARGIN_MS = 15_000;

interface Props {
  session: DbSession;
  dialect: DbProtocol;
  isEnded: boolean;
  /** The server said the session is gone (ended, idle too long, access ended). */
  onEnded(message: string): void;
}

/**
 * A database tab's SQL console (docs/database-sessions.md): the editor, Run (Ctrl/Cmd+Enter; the selection or
 * the whole text), Cancel while a statement runs, the result (grid, truncation, affected rows, duration), the
 * database's error, and CSV export of the result shown. One statement at a time, as the server runs them.
 */
export function SqlConsole({ session, dialect, isEnded, onEnded }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const view = useRef<EditorView | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const [result, setResult] = useState<StatementResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const handleRun = useCallback(async () => {
    const sql = view.current ? textToRun(view.current.state) : '';
    if (!sql || running.current || isEnded) return;
    running.current = true;
    setRunning(true);
    setError(null);
    try {
      const reply = await runDatabaseStatement(
        session.sessionId,
        { sql, maxRows: DB_ROW_LIMIT_DEFAULT, timeoutMs: DB_TIMEOUT_MS_DEFAULT },
        DB_TIMEOUT_MS_DEFAULT + REPLY_MARGIN_MS,
      );
      setResult(reply);
    } catch (failure) {
      const message = isApiError(failure) ? failure.msg : String(failure);
      setResult(null);
      setError(message);
      if (isApiError(failure) && failure.code === ResponseCode.dbSessionNotFound) onEnded(message);
    } finally {
      running.current = false;
      setRunning(false);
      setCancelling(false);
    }
  }, [session.sessionId, isEnded, onEnded]);

  const handleCancel = async () => {
    setCancelling(true);
    try {
      await cancelDatabaseStatement(session.sessionId);
    } catch (failure) {
      // The statement's own reply says how it ended; a failed cancel is only worth a line in the error bar.
      setError(isApiError(failure) ? failure.msg : String(failure));
      setCancelling(false);
    }
  };

  const handleExport = () => {
    if (!result) return;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    saveCsv(resultCsv(result.columns, result.rows), `${session.assetName}-${stamp}.csv`);
  };

  return (
    <div className={styles.console} data-testid="sql-console">
      <div className={styles.editor}>
        <SqlEditor
          dialect={dialect}
          label={t('terminal.sql.editor', { dialect })}
          onRun={() => void handleRun()}
          viewRef={view}
        />
      </div>
      <div className={styles.toolbar}>
        <Button
          appearance="primary"
          icon={<PlayRegular />}
          disabled={isRunning || isEnded}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          onClick={() => void handleRun()}
        >
          {t('terminal.sql.run')}
        </Button>
        {isRunning && (
          <Button icon={<StopRegular />} disabled={isCancelling} onClick={() => void handleCancel()}>
            {t('terminal.sql.cancel')}
          </Button>
        )}
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={!result || result.columns.length === 0}
          onClick={handleExport}
        >
          {t('terminal.sql.exportCsv')}
        </Button>
        {isRunning && <Spinner size="tiny" label={t('terminal.sql.running')} />}
        {!isRunning && result && (
          <Text className={styles.summary} role="status" data-testid="sql-summary">
            {result.affectedRows === null
              ? t('terminal.sql.rows', { count: result.rowCount, ms: result.durationMs })
              : t('terminal.sql.affected', { count: result.affectedRows, ms: result.durationMs })}
          </Text>
        )}
        <Text className={styles.summary}>{t('terminal.sql.hint')}</Text>
      </div>
      {error && (
        <MessageBar intent="error" data-testid="sql-error">
          <MessageBarBody>
            <MessageBarTitle>{t('terminal.sql.failed')}</MessageBarTitle>
            {error}
          </MessageBarBody>
        </MessageBar>
      )}
      {result?.truncated && (
        <MessageBar intent="warning" data-testid="sql-truncated">
          <MessageBarBody>{t('terminal.sql.truncated', { count: result.rowCount })}</MessageBarBody>
        </MessageBar>
      )}
      {result && result.columns.length > 0 && <ResultGrid result={result} />}
    </div>
  );
}
