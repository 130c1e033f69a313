import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WatchStatus } from '../../components/session-watch';

const useStyles = makeStyles({
  heading: { margin: 0 },
  page: { display: 'flex', flexDirection: 'column', height: '100vh', width: '100vw', overflow: 'hidden' },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground3,
    minHeight: '40px',
  },
  grow: { flex: 1 },
});

interface Props {
  icon: ReactElement;
  title: string;
  /** What the guest may do now, beside the title (read-only, or may type). */
  mode: string;
  status: WatchStatus;
  /** The last notice of the server (grant, take-back, revoke), in the guest's language. */
  notice: string | null;
  /** The screen. */
  children: ReactNode;
}

/** The frame of a share guest's screen (/share-terminal, /share-rdp): title, mode, the socket's status and notices. */
export function GuestFrame({ icon, title, mode, status, notice, children }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.bar}>
        {icon}
        <Text as="h1" weight="semibold" className={styles.heading}>
          {title}
        </Text>
        <Text className={styles.grow}>{status.kind === 'watching' ? t('terminalShare.watching') : ''}</Text>
        <Text size={200}>{mode}</Text>
      </div>
      {notice && status.kind !== 'ended' && (
        <MessageBar intent="info">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'ended' && (
        <MessageBar intent="warning" data-testid="share-ended">
          <MessageBarBody>{status.message}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'refused' && (
        <MessageBar intent="error" data-testid="share-refused">
          <MessageBarBody>{t(`terminalShare.${status.key}`)}</MessageBarBody>
        </MessageBar>
      )}
      {children}
    </main>
  );
}
