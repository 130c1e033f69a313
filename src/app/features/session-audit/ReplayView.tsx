import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionState } from '../../../shared/api/terminal';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notify } from '../../notify';
import { CastFetchError, fetchCast, saveCast } from './api';
import { CommandList } from './components/CommandList';
import { PlayerControls } from './components/PlayerControls';
import { ReplayScreen } from './components/ReplayScreen';
import { SessionFacts } from './components/SessionFacts';
import { TransferList } from './components/TransferList';
import { CastParseError } from './player/castParser';
import type { ScreenSink } from './player/castPlayer';
import { useCast, useSession, useSessionCommands, useSessionTransfers } from './queries';
import { useCastPlayer } from './useCastPlayer';

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
  main: { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, padding: tokens.spacingHorizontalM },
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

/** The replay of one session: the recording on an xterm, its controls, the session's facts and commands. */
export function ReplayView({ sessionId, onBack }: { sessionId: number; onBack: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const session = useSession(sessionId);
  const commands = useSessionCommands(sessionId);
  const cast = useCast(sessionId);
  const transfers = useSessionTransfers(sessionId);
  const [sink, setSink] = useState<ScreenSink | null>(null);
  const [compressIdle, setCompressIdle] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const { player, status, timeline } = useCastPlayer(cast.data?.cast, sink, compressIdle);

  const handleDownload = async () => {
    setDownloading(true);
    try {
      saveCast(await fetchCast(sessionId), sessionId);
    } catch (error) {
      notify.error(error instanceof CastFetchError ? error.msg : t('sessionAudit.loadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const castError = cast.error;
  const castProblem =
    castError instanceof CastParseError
      ? t('sessionAudit.unreadable', { reason: castError.message })
      : castError instanceof CastFetchError
        ? castError.msg
        : castError
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
        <Button icon={<ArrowDownloadRegular />} disabled={isDownloading} onClick={() => void handleDownload()}>
          {t('sessionAudit.download')}
        </Button>
      </header>
      <div className={styles.body}>
        <div className={styles.main}>
          {castProblem && (
            <MessageBar intent="error">
              <MessageBarBody>{castProblem}</MessageBarBody>
            </MessageBar>
          )}
          {cast.data?.cast.truncated && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('sessionAudit.truncated')}</MessageBarBody>
            </MessageBar>
          )}
          {session.data?.state === SessionState.online && (
            <MessageBar intent="info">
              <MessageBarBody>{t('sessionAudit.onlineNote')}</MessageBarBody>
            </MessageBar>
          )}
          {cast.isPending && <Spinner label={t('sessionAudit.loading')} />}
          <ReplayScreen onReady={setSink} />
          {player && (
            <PlayerControls
              status={status}
              compressIdle={compressIdle}
              onPlay={() => player.play()}
              onPause={() => player.pause()}
              onSeek={(seconds) => void player.seek(seconds)}
              onSpeed={(speed) => player.setSpeed(speed)}
              onCompressIdle={setCompressIdle}
            />
          )}
        </div>
        <aside className={styles.aside}>
          <Subtitle2 as="h2">{t('sessionAudit.commands')}</Subtitle2>
          {commands.data && timeline ? (
            <CommandList
              commands={commands.data}
              playTimeOf={timeline.playTimeOf}
              position={status.position}
              onJump={(command) => void player?.seek(timeline.playTimeOf(command.at))}
            />
          ) : (
            <LoadingSpinner size="tiny" />
          )}
          <Subtitle2 as="h2">{t('sessionAudit.transfers.title')}</Subtitle2>
          {transfers.data ? <TransferList transfers={transfers.data} /> : <LoadingSpinner size="tiny" />}
          <Subtitle2 as="h2">{t('sessionAudit.facts')}</Subtitle2>
          {session.data ? <SessionFacts session={session.data} /> : <LoadingSpinner size="tiny" />}
        </aside>
      </div>
    </section>
  );
}
