import { Button, Dropdown, makeStyles, Option, Select, Slider, Switch, Text, tokens } from '@fluentui/react-components';
import { NextRegular, PauseRegular, PlayRegular, PreviousRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementRecord } from '../../../../shared/api/dbSessions';
import { formatClock } from '../format';
import { PLAYBACK_SPEEDS } from '../player/castPlayer';
import { useStatementReplay } from '../useStatementReplay';
import { StatementShape } from './StatementShape';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0, flex: 1 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  slider: { flex: 1, minWidth: '200px' },
  time: { fontVariantNumeric: 'tabular-nums', minWidth: '110px' },
  speed: { minWidth: '90px' },
  jump: { maxWidth: '320px' },
  track: {
    position: 'relative',
    height: '20px',
    marginInline: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
  mark: {
    position: 'absolute',
    top: '2px',
    width: '6px',
    height: '16px',
    marginLeft: '-3px',
    padding: 0,
    border: 'none',
    cursor: 'pointer',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorBrandBackground,
  },
  failedMark: { backgroundColor: tokens.colorPaletteRedBackground3 },
  currentMark: { outline: `2px solid ${tokens.colorNeutralForeground1}` },
  playhead: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '2px',
    backgroundColor: tokens.colorNeutralForeground1,
    pointerEvents: 'none',
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/**
 * The replay of a database session: its statements played in time order with their results' shapes, play/pause,
 * speed, idle gaps skipped (on by default), a timeline with each statement as a mark (failed ones red) to click,
 * previous/next and a jump list for the keyboard. The statement shown is announced politely to screen readers.
 */
export function StatementReplayView({ statements }: { statements: readonly StatementRecord[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const replay = useStatementReplay(statements);
  const jumpId = useId();
  const label = (key: string, options?: Record<string, unknown>) => t(`sessionAudit.statementReplay.${key}`, options);
  const { timeline, current } = replay;
  if (statements.length === 0) return <Text className={styles.empty}>{t('sessionAudit.statements.none')}</Text>;
  const total = timeline.durationMs || 1;
  const shown = statements[current];
  const clock = `${formatClock(replay.positionMs / 1000)} / ${formatClock(timeline.durationMs / 1000)}`;
  const snippet = (sql: string) => (sql.length > 60 ? `${sql.slice(0, 60)}…` : sql).replace(/\s+/g, ' ');

  return (
    <div className={styles.root} data-testid="statement-replay">
      <div className={styles.toolbar} role="toolbar" aria-label={label('title')}>
        {replay.playing ? (
          <Button icon={<PauseRegular />} onClick={replay.pause}>
            {t('sessionAudit.pause')}
          </Button>
        ) : (
          <Button appearance="primary" icon={<PlayRegular />} onClick={replay.play}>
            {t('sessionAudit.play')}
          </Button>
        )}
        <Button
          icon={<PreviousRegular />}
          aria-label={label('previous')}
          title={label('previous')}
          disabled={current <= 0}
          onClick={() => replay.jumpTo(current - 1)}
        />
        <Button
          icon={<NextRegular />}
          aria-label={label('next')}
          title={label('next')}
          disabled={current >= statements.length - 1}
          onClick={() => replay.jumpTo(current + 1)}
        />
        <Slider
          className={styles.slider}
          aria-label={t('sessionAudit.seek')}
          aria-valuetext={clock}
          min={0}
          max={Math.max(timeline.durationMs, 100)}
          step={100}
          value={Math.min(replay.positionMs, timeline.durationMs)}
          onChange={(_, data) => replay.seek(data.value)}
        />
        <Text className={styles.time} data-testid="statement-replay-time">
          {clock}
        </Text>
        <Dropdown
          className={styles.speed}
          aria-label={t('sessionAudit.speed')}
          value={`${replay.speed}×`}
          selectedOptions={[String(replay.speed)]}
          onOptionSelect={(_, data) => replay.setSpeed(Number(data.optionValue ?? 1))}
        >
          {PLAYBACK_SPEEDS.map((speed) => (
            <Option key={speed} value={String(speed)}>
              {`${speed}×`}
            </Option>
          ))}
        </Dropdown>
        <Switch
          checked={replay.skipIdle}
          label={t('sessionAudit.skipIdle')}
          onChange={(_, data) => replay.setSkipIdle(data.checked)}
        />
        <label htmlFor={jumpId}>{label('jump')}</label>
        <Select
          id={jumpId}
          className={styles.jump}
          value={String(current)}
          onChange={(_, data) => replay.jumpTo(Number(data.value))}
        >
          {statements.map((statement, index) => (
            <option key={statement.statementId} value={String(index)}>
              {label('option', { index: index + 1, sql: snippet(statement.sql) })}
            </option>
          ))}
        </Select>
      </div>
      {/* The marks repeat, for the mouse, what the jump list and previous/next offer the keyboard. */}
      <div className={styles.track} aria-hidden="true" data-testid="statement-timeline">
        {timeline.marks.map((mark) => {
          const statement = statements[mark.index];
          const failed = statement !== undefined && statement.outcome !== 'ok';
          return (
            <button
              key={mark.statementId}
              type="button"
              tabIndex={-1}
              className={`${styles.mark} ${failed ? styles.failedMark : ''} ${mark.index === current ? styles.currentMark : ''}`}
              style={{ left: `${(mark.startMs / total) * 100}%` }}
              title={label('mark', { index: mark.index + 1, sql: snippet(statement?.sql ?? '') })}
              data-testid="statement-mark"
              onClick={() => replay.jumpTo(mark.index)}
            />
          );
        })}
        <div className={styles.playhead} style={{ left: `${(replay.positionMs / total) * 100}%` }} />
      </div>
      {shown && <StatementShape statement={shown} index={current} total={statements.length} />}
    </div>
  );
}
