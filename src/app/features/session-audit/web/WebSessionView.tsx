import { Button, makeStyles, Subtitle2, Title3, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SessionState, type TerminalSession } from '../../../../shared/api/terminal';
import { SessionFacts } from '../components/SessionFacts';
import { ensureWebAuditTexts } from './i18n';
import { WebRequestTable } from './WebRequestTable';

ensureWebAuditTexts();

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

/** Whether a session of the audit is a web session (docs/web-assets.md): protocol HTTP or HTTPS. */
export const isWebSession = (session: { protocol: string }) =>
  session.protocol === 'HTTP' || session.protocol === 'HTTPS';

/** A web session on /vedio-replay: no recording, but every request it made, searchable, beside its facts. */
export function WebSessionView({ session, onBack }: { session: TerminalSession; onBack: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const title = `${session.userName} → ${session.accountName}@${session.assetName}`;
  return (
    <section className={styles.root} aria-label={t('webAudit.title')}>
      <header className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {t('sessionAudit.back')}
        </Button>
        <Title3 as="h1" className={styles.title}>
          {t('webAudit.title')} {title}
        </Title3>
      </header>
      <div className={styles.body}>
        <div className={styles.main}>
          <Subtitle2 as="h2">{t('webAudit.requests')}</Subtitle2>
          <WebRequestTable sessionId={session.sessionId} isLive={session.state === SessionState.online} />
        </div>
        <aside className={styles.aside}>
          <Subtitle2 as="h2">{t('sessionAudit.facts')}</Subtitle2>
          <SessionFacts session={session} />
        </aside>
      </div>
    </section>
  );
}
