import { Button, Dropdown, makeStyles, Option, Slider, Switch, Text, tokens } from '@fluentui/react-components';
import { PauseRegular, PlayRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../format';
import { PLAYBACK_SPEEDS, type PlayerStatus } from '../player/castPlayer';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    paddingBlock: tokens.spacingVerticalS,
  },
  slider: { flex: 1, minWidth: '200px' },
  time: { fontVariantNumeric: 'tabular-nums', minWidth: '110px' },
  speed: { minWidth: '90px' },
});

export interface PlayerControlsProps {
  status: PlayerStatus;
  /** The speeds offered; the terminal's by default. */
  speeds?: readonly number[];
  compressIdle?: boolean;
  onPlay: () => void;
  onPause: () => void;
  onSeek: (seconds: number) => void;
  onSpeed: (speed: number) => void;
  /** Without it there is no idle compression switch (a graphical replay has none). */
  onCompressIdle?: (compress: boolean) => void;
}

/** Play/pause, the seek slider with the time, the speed and idle compression. */
export function PlayerControls({
  status,
  speeds = PLAYBACK_SPEEDS,
  compressIdle = false,
  onPlay,
  onPause,
  onSeek,
  onSpeed,
  onCompressIdle,
}: PlayerControlsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const speedLabel = (speed: number) => `${speed}×`;
  return (
    <div className={styles.root} role="toolbar" aria-label={t('sessionAudit.replayTitle')}>
      {status.playing ? (
        <Button icon={<PauseRegular />} onClick={onPause} aria-label={t('sessionAudit.pause')}>
          {t('sessionAudit.pause')}
        </Button>
      ) : (
        <Button appearance="primary" icon={<PlayRegular />} onClick={onPlay} aria-label={t('sessionAudit.play')}>
          {t('sessionAudit.play')}
        </Button>
      )}
      <Slider
        className={styles.slider}
        aria-label={t('sessionAudit.seek')}
        min={0}
        max={Math.max(status.duration, 0.1)}
        step={0.1}
        value={Math.min(status.position, status.duration)}
        onChange={(_, data) => onSeek(data.value)}
      />
      <Text className={styles.time} data-testid="replay-time">
        {formatClock(status.position)} / {formatClock(status.duration)}
      </Text>
      <Dropdown
        className={styles.speed}
        aria-label={t('sessionAudit.speed')}
        value={speedLabel(status.speed)}
        selectedOptions={[String(status.speed)]}
        onOptionSelect={(_, data) => onSpeed(Number(data.optionValue ?? 1))}
      >
        {speeds.map((speed) => (
          <Option key={speed} value={String(speed)}>
            {speedLabel(speed)}
          </Option>
        ))}
      </Dropdown>
      {onCompressIdle && (
        <Switch
          checked={compressIdle}
          label={t('sessionAudit.skipIdle')}
          onChange={(_, data) => onCompressIdle(data.checked)}
        />
      )}
    </div>
  );
}
