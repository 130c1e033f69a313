import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  ProgressBar,
  Subtitle2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionState } from '../../../../shared/api/terminal';
import { GraphicalRecordingFormatError } from '../../../../shared/protocol/graphicalRecording';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { CastFetchError } from '../api';
import { PlayerControls } from '../components/PlayerControls';
import { SessionFacts } from '../components/SessionFacts';
import { formatBytes } from '../format';
import { useSession } from '../queries';
import { RFB_PLAYBACK_SPEEDS } from './rfbReplayPlayer';
import { useRfbRecording } from './useRfbRecording';
import { useRfbReplayPlayer } from './useRfbReplayPlayer';

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
    padding: tokens.spacingHorizontalM,
    gap: tokens.spacingVerticalS,
  },
  screen: {
    flex: 1,
    minHeight: '240px',
    position: 'relative',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  aside: {
    width: '360px',
    flexShrink: 0,
    overflowY: 'auto',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** The replay of a graphical session (RDP, VNC): its recording drawn by a read-only noVNC, the controls, the facts. */
export function GraphicalReplayView({ sessionId, onBack }: { sessionId: number; onBack: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const session = useSession(sessionId);
  const loaded = useRfbRecording(sessionId);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const recording = loaded.kind === 'ready' ? loaded.recording : undefined;
  const { player, status, loadError } = useRfbReplayPlayer(recording, host);

  const failure = loaded.kind === 'failed' ? loaded.error : loadError;
  const problem =
    failure instanceof GraphicalRecordingFormatError
      ? t('sessionAudit.unreadable', { reason: failure.message })
      : failure instanceof CastFetchError
        ? failure.msg
        : failure
          ? t('sessionAudit.loadFailed')
          : null;
  const title = session.data ? `${session.data.userName} → ${session.data.accountName}@${session.data.assetName}` : '';

  return (
    <section className={styles.root} aria-label={t('sessionAudit.replayTitle')}>
      <header className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {t('sessionAudit.back')}
        </Button>
        <Title3 as="h1" className={styles.title}>
          {t('sessionAudit.replayTitle')} {title}
        </Title3>
      </header>
      <div className={styles.body}>
        <div className={styles.main}>
          {problem && (
            <MessageBar intent="error">
              <MessageBarBody>{problem}</MessageBarBody>
            </MessageBar>
          )}
          {recording?.truncated && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('sessionAudit.graphical.truncated')}</MessageBarBody>
            </MessageBar>
          )}
          {session.data?.state === SessionState.online && (
            <MessageBar intent="info">
              <MessageBarBody>{t('sessionAudit.onlineNote')}</MessageBarBody>
            </MessageBar>
          )}
          {loaded.kind === 'loading' && (
            <Field
              label={t('sessionAudit.loading')}
              hint={
                loaded.total > 0
                  ? t('sessionAudit.graphical.progress', {
                      received: formatBytes(loaded.received),
                      total: formatBytes(loaded.total),
                    })
                  : formatBytes(loaded.received)
              }
              validationState="none"
            >
              <ProgressBar
                data-testid="replay-load-progress"
                value={loaded.total > 0 ? loaded.received / loaded.total : undefined}
              />
            </Field>
          )}
          <div
            ref={setHost}
            className={styles.screen}
            data-testid="graphical-replay-screen"
            role="img"
            aria-label={t('sessionAudit.graphical.screen')}
          />
          {player && (
            <PlayerControls
              status={status}
              speeds={RFB_PLAYBACK_SPEEDS}
              onPlay={() => player.play()}
              onPause={() => player.pause()}
              onSeek={(seconds) => void player.seek(seconds)}
              onSpeed={(speed) => player.setSpeed(speed)}
            />
          )}
        </div>
        <aside className={styles.aside}>
          <Subtitle2 as="h2">{t('sessionAudit.facts')}</Subtitle2>
          {session.data ? <SessionFacts session={session.data} /> : <LoadingSpinner size="tiny" />}
        </aside>
      </div>
    </section>
  );
}
