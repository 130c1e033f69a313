import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SessionCommand } from '../../../../shared/api/terminal';
import { formatClock } from '../format';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: {
    justifyContent: 'flex-start',
    textAlign: 'start',
    width: '100%',
    minWidth: 0,
    gap: tokens.spacingHorizontalS,
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
  time: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground3, flexShrink: 0 },
  line: { fontFamily: tokens.fontFamilyMonospace, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground3 },
});

export interface CommandListProps {
  commands: readonly SessionCommand[];
  /** Player seconds of each command (idle compression moves them). */
  playTimeOf: (at: number) => number;
  position: number;
  onJump: (command: SessionCommand) => void;
}

/** The command lines of the session; a click jumps the replay to the moment it was submitted. */
export function CommandList({ commands, playTimeOf, position, onJump }: CommandListProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (commands.length === 0) return <Text className={styles.empty}>{t('sessionAudit.noCommands')}</Text>;
  // The current command: the last one at or before the position.
  let current = -1;
  commands.forEach((command, index) => {
    if (playTimeOf(command.at) <= position + 0.05) current = index;
  });
  return (
    <ol className={styles.list} aria-label={t('sessionAudit.commands')}>
      {commands.map((command, index) => {
        const time = formatClock(playTimeOf(command.at));
        return (
          <li key={`${command.at}:${command.time}:${command.line}`}>
            <Button
              appearance="subtle"
              className={index === current ? `${styles.item} ${styles.current}` : styles.item}
              aria-current={index === current ? 'true' : undefined}
              title={t('sessionAudit.jumpTo', { time, line: command.line })}
              onClick={() => onJump(command)}
            >
              <span className={styles.time}>{time}</span>
              <span className={styles.line}>{command.line}</span>
              {command.action !== 'run' && (
                <Badge
                  appearance="tint"
                  color={command.action === 'blocked' || command.action === 'refused' ? 'danger' : 'warning'}
                >
                  {t(`sessionAudit.action.${command.action}`, { defaultValue: command.action })}
                </Badge>
              )}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
