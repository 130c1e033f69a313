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
import {
  ArrowDownloadRegular,
  DataUsageRegular,
  PlayCircleRegular,
  PlayRegular,
  StopRegular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DbSessionState } from '../../../../shared/api/dbConsole';
import type { DbSession, StatementResult } from '../../../../shared/api/dbSessions';
import { ResponseCode } from '../../../../shared/codes';
import { DEFAULT_BEHAVIOR } from '../../../../shared/rules/behaviorRules';
import { isApiError } from '../../../data/errors';
import { cancelDatabaseStatement, runDatabaseStatement } from '../api';
import type { DbProtocol } from '../session/dbProtocol';
import { limitsText } from '../session/sessionBehavior';
import { DatabasePicker } from './DatabasePicker';
import { readDraft, saveDraft } from './editorDraft';
import { type HeldStatement, runWithApproval, withdrawHeld } from './heldStatement';
import { PolicyNotices } from './PolicyNotices';
import { QueryPlan } from './QueryPlan';
import { ResultGrid } from './ResultGrid';
import { resultCsv, saveCsv } from './resultCsv';
import { explainSql, planText, statementsToRun, textToRun } from './runTarget';
import { SchemaBrowser } from './SchemaBrowser';
import { SqlEditor } from './SqlEditor';
import { useConsoleCatalog } from './useConsoleCatalog';
import { useLostLookup } from './useLostLookup';

const useStyles = makeStyles({
  layout: {
    display: 'flex',
    flex: 1,
    minHeight: 0,
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
  },
  console: {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minWidth: 0,
    minHeight: 0,
    gap: tokens.spacingVerticalS,
  },
  editor: { height: '35%', minHeight: '120px' },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  summary: { color: tokens.colorNeutralForeground2 },
});

/**
 * The wait for a statement's reply beyond the timeout the server applies (session.statementTimeoutMs): time for it
 * to stop the statement and answer. A dropped socket fails the wait at once; this bounds only a silent server.
 */
const REPLY_MARGIN_MS = 15_000;

/** Run: the selection or the statement under the cursor; Run all: every statement in turn; Explain: the plan. */
type RunMode = 'statement' | 'all' | 'explain';

interface Props {
  session: DbSession;
  dialect: DbProtocol;
  isEnded: boolean;
  /** The server said the session is gone (ended, idle too long, access ended). */
  onEnded(message: string): void;
  /** The session as found when the tab reattached after a reload (running a statement, its last statements). */
  resumed?: DbSessionState | undefined;
}

/**
 * A database tab's SQL console (docs/database-sessions.md): the editor, Run (Ctrl/Cmd+Enter; the selection or
 * the whole text), Cancel while a statement runs, the result (grid, truncation, affected rows, duration), the
 * database's error, and CSV export of the result shown. One statement at a time, as the server runs them.
 */
export function SqlConsole({ session, dialect, isEnded, onEnded, resumed }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const view = useRef<EditorView | null>(null);
  const [isRunning, setRunning] = useState(false);
  const [isCancelling, setCancelling] = useState(false);
  const [result, setResult] = useState<StatementResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  /** SQL interception: the statement waiting for approval, and a policy's warning or the approver's note. */
  const [held, setHeld] = useState<HeldStatement | null>(null);
  const [policyNote, setPolicyNote] = useState<string | null>(null);

  const [scriptNote, setScriptNote] = useState<string | null>(null);
  const catalog = useConsoleCatalog(session, dialect);
  const { noteStatement } = catalog;
  const lost = useLostLookup(session.sessionId, onEnded);
  const { lookUp, describe } = lost;
  /** The newest statement this tab saw a reply for: a lost one is looked up among those after it. */
  const lastSeenId = useRef(Math.max(0, ...(resumed?.statements ?? []).map((record) => record.statementId)));

  // A tab reattached after a reload: a statement still running is waited for and its outcome shown (not run
  // again); otherwise the last statement's outcome says where the tab was.
  const resumedOnce = useRef(resumed);
  useEffect(() => {
    const state = resumedOnce.current;
    resumedOnce.current = undefined;
    if (!state) return;
    if (!state.busy) {
      const last = state.statements.at(-1);
      if (last) {
        const shown = describe(last);
        setScriptNote(t('terminal.sql.resumed', { note: shown.note ?? shown.error ?? '' }));
      }
      return;
    }
    running.current = true;
    setRunning(true);
    void lookUp(null, lastSeenId.current).then((shown) => {
      running.current = false;
      setRunning(false);
      setScriptNote(shown.note);
      setError(shown.error);
    });
  }, [lookUp, describe, t]);

  const handleRun = useCallback(
    async (mode: RunMode = 'statement') => {
      const state = view.current?.state;
      // Not while the session moves to another database: the statement would meet the old connection or a busy one.
      if (!state || running.current || isEnded || catalog.isSwitching) return;
      const current = textToRun(state, dialect);
      const statements =
        mode === 'all'
          ? statementsToRun(state, dialect)
          : current
            ? [mode === 'explain' ? explainSql(current) : current]
            : [];
      if (statements.length === 0) return;
      running.current = true;
      setRunning(true);
      setError(null);
      setScriptNote(null);
      setPolicyNote(null);
      let done = 0;
      let sent: string | null = null;
      try {
        for (const sql of statements) {
          sent = sql;
          // The row limit and timeout are the server's to decide (the behaviour policy's, else its defaults).
          const { reply, note } = await runWithApproval(
            session.sessionId,
            () => runDatabaseStatement(session.sessionId, { sql }, session.statementTimeoutMs + REPLY_MARGIN_MS),
            setHeld,
          );
          setHeld(null);
          setPolicyNote(reply.warning ?? note);
          done += 1;
          lastSeenId.current = Math.max(lastSeenId.current, reply.statementId);
          noteStatement(sql);
          setResult(reply);
        }
        if (statements.length > 1) setScriptNote(t('terminal.sql.scriptDone', { count: done }));
      } catch (failure) {
        setResult(null);
        setHeld(null);
        if (isApiError(failure) && failure.kind === 'network') {
          // The reply was lost with the connection: the statement may have run. Look it up, never send it again.
          const shown = await lookUp(sent, lastSeenId.current);
          setScriptNote(shown.note);
          setError(shown.error);
          return;
        }
        const message = isApiError(failure) ? failure.msg : String(failure);
        setError(
          statements.length > 1
            ? t('terminal.sql.scriptFailed', { index: done + 1, count: statements.length, message })
            : message,
        );
        if (isApiError(failure) && failure.code === ResponseCode.dbSessionNotFound) onEnded(message);
      } finally {
        running.current = false;
        setRunning(false);
        setCancelling(false);
      }
    },
    [
      session.sessionId,
      session.statementTimeoutMs,
      dialect,
      isEnded,
      catalog.isSwitching,
      onEnded,
      noteStatement,
      lookUp,
      t,
    ],
  );

  const handleCancel = async () => {
    setCancelling(true);
    try {
      // A statement waiting for approval has not reached the database: cancelling it withdraws the request.
      if (held) {
        await withdrawHeld(session.sessionId, held.approvalId);
        return;
      }
      await cancelDatabaseStatement(session.sessionId);
    } catch (failure) {
      // The statement's own reply says how it ended; a failed cancel is only worth a line in the error bar.
      setError(isApiError(failure) ? failure.msg : String(failure));
      setCancelling(false);
    }
  };

  const handleChooseDatabase = async (database: string) => {
    setError(await catalog.chooseDatabase(database));
  };

  /** A name picked in the schema browser goes into the editor at the cursor. */
  const handleInsert = (name: string) => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch(editor.state.replaceSelection(name));
    editor.focus();
  };

  const handleExport = () => {
    if (!result) return;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    saveCsv(resultCsv(result.columns, result.rows), `${session.assetName}-${stamp}.csv`);
  };

  return (
    <div className={styles.layout}>
      <SchemaBrowser
        schema={catalog.schema.data}
        isLoading={catalog.schema.isLoading}
        error={catalog.schema.error}
        onRefresh={() => void catalog.refresh()}
        onInsert={handleInsert}
      />
      <div className={styles.console} data-testid="sql-console">
        <div className={styles.editor}>
          <SqlEditor
            dialect={dialect}
            label={t('terminal.sql.editor', { dialect })}
            onRun={() => void handleRun('statement')}
            viewRef={view}
            completion={catalog.completion}
            initialText={readDraft(session.sessionId)}
            onTextChange={(text) => saveDraft(session.sessionId, text)}
          />
        </div>
        <div className={styles.toolbar}>
          <DatabasePicker
            sessionId={session.sessionId}
            database={catalog.database}
            isDisabled={isRunning || isEnded || catalog.isSwitching}
            onChoose={(database) => void handleChooseDatabase(database)}
          />
          <Button
            appearance="primary"
            icon={<PlayRegular />}
            disabled={isRunning || isEnded || catalog.isSwitching}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            onClick={() => void handleRun('statement')}
          >
            {t('terminal.sql.run')}
          </Button>
          <Button
            icon={<PlayCircleRegular />}
            disabled={isRunning || isEnded || catalog.isSwitching}
            onClick={() => void handleRun('all')}
          >
            {t('terminal.sql.runAll')}
          </Button>
          <Button
            icon={<DataUsageRegular />}
            disabled={isRunning || isEnded || catalog.isSwitching}
            onClick={() => void handleRun('explain')}
          >
            {t('terminal.sql.explain')}
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
          {!isRunning && scriptNote && <Text className={styles.summary}>{scriptNote}</Text>}
          <Text className={styles.summary}>{t('terminal.sql.hint')}</Text>
          <Text className={styles.summary} data-testid="sql-limits">
            {[
              t('terminal.sql.limits', { rows: session.rowLimit, seconds: session.statementTimeoutMs / 1000 }),
              limitsText({ ...DEFAULT_BEHAVIOR, maxSessionMinutes: session.maxSessionMinutes }, session.startTime, t),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        {lost.isReconnecting && (
          <MessageBar intent="warning" data-testid="sql-reconnecting">
            <MessageBarBody>{t('terminal.sql.reconnecting')}</MessageBarBody>
          </MessageBar>
        )}
        <PolicyNotices
          held={held}
          note={policyNote}
          onWithdraw={(approvalId) => void withdrawHeld(session.sessionId, approvalId).catch(() => undefined)}
        />
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
        {result && result.columns.length > 0 && <ResultView result={result} />}
      </div>
    </div>
  );
}

/** A plan as text (PostgreSQL's EXPLAIN), any other result as the grid, its pages and widths its own. */
function ResultView({ result }: { result: StatementResult }) {
  const plan = planText(result.columns, result.rows);
  return plan === null ? <ResultGrid key={result.statementId} result={result} /> : <QueryPlan text={plan} />;
}
