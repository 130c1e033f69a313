import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Tab,
  TabList,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionState, type TerminalSession } from '../../../shared/api/terminal';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { SessionFacts } from './components/SessionFacts';
import { StatementList } from './components/StatementList';
import { StatementReplayView } from './components/StatementReplayView';
import { useSessionStatements } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100vh', boxSizing: 'border-box' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flex: 1, margin: 0 },
  body: { display: 'flex', flex: 1, minHeight: 0 },
  main: {
    display: 'flex',
    flexDirection: 'column',
    flex: 1,
    minWidth: 0,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
  },
  aside: {
    width: '360px',
    flexShrink: 0,
    overflowY: 'auto',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalM,
  },
});

/**
 * A database session (MySQL, PostgreSQL) on /vedio-replay: it has no recording, so instead of the player its
 * statements in order, searchable, or their replay in time (StatementReplayView), beside the session's facts.
 */
export function DatabaseSessionView({ session, onBack }: { session: TerminalSession; onBack: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const statements = useSessionStatements(session.sessionId);
  const [view, setView] = useState<'list' | 'replay'>('list');
  const title = `${session.userName} → ${session.accountName}@${session.assetName}`;
  return (
    <section className={styles.root} aria-label={t('sessionAudit.databaseTitle')}>
      <header className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {t('sessionAudit.back')}
        </Button>
        <Title3 as="h1" className={styles.title}>
          {t('sessionAudit.databaseTitle')} {title}
        </Title3>
      </header>
      <div className={styles.body}>
        <div className={styles.main}>
          <Subtitle2 as="h2">{t('sessionAudit.statements.title')}</Subtitle2>
          <TabList
            aria-label={t('sessionAudit.statementReplay.views')}
            selectedValue={view}
            onTabSelect={(_, data) => setView(data.value as 'list' | 'replay')}
          >
            <Tab value="list">{t('sessionAudit.statementReplay.list')}</Tab>
            <Tab value="replay">{t('sessionAudit.statementReplay.replay')}</Tab>
          </TabList>
          {session.state === SessionState.online && (
            <MessageBar intent="info">
              <MessageBarBody>{t('sessionAudit.onlineStatementsNote')}</MessageBarBody>
            </MessageBar>
          )}
          {statements.isError && (
            <MessageBar intent="error">
              <MessageBarBody>{t('sessionAudit.statements.loadFailed')}</MessageBarBody>
            </MessageBar>
          )}
          {statements.data ? (
            view === 'list' ? (
              <StatementList statements={statements.data} />
            ) : (
              <StatementReplayView statements={statements.data} />
            )
          ) : (
            !statements.isError && <LoadingSpinner />
          )}
        </div>
        <aside className={styles.aside}>
          <Subtitle2 as="h2">{t('sessionAudit.facts')}</Subtitle2>
          <SessionFacts session={session} />
        </aside>
      </div>
    </section>
  );
}
