import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  value: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
  danger: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface FigureTile {
  key: string;
  label: string;
  value: string;
  /** A line under the number (the oldest request's age, say). */
  hint?: string;
  /** Bad news (blocked commands, failed sign-ins): the number in the danger colour; its label still says it. */
  isBadNews?: boolean;
}

export interface FigureTilesProps {
  tiles: readonly FigureTile[];
  /** The list's accessible name. */
  label: string;
  /** data-testid of each tile: `${testIdPrefix}-${tile.key}`. */
  testIdPrefix: string;
}

/** Figures as large numbers with their names, for the dashboard, the wall and the proxy overview. */
export function FigureTiles({ tiles, label, testIdPrefix }: FigureTilesProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.key} className={styles.tile} data-testid={`${testIdPrefix}-${tile.key}`}>
          <Text>{tile.label}</Text>
          <Text className={mergeClasses(styles.value, tile.isBadNews && styles.danger)}>{tile.value}</Text>
          {tile.hint !== undefined && (
            <Text size={200} className={styles.hint}>
              {tile.hint}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
