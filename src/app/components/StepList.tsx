import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  step: { display: 'grid', gridTemplateColumns: '28px 1fr', columnGap: tokens.spacingHorizontalS, minHeight: '52px' },
  dot: {
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  done: {
    borderTopColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke1,
    borderBottomColor: tokens.colorBrandStroke1,
    borderLeftColor: tokens.colorBrandStroke1,
    color: tokens.colorBrandForeground1,
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    borderTopColor: tokens.colorBrandBackground,
    borderRightColor: tokens.colorBrandBackground,
    borderBottomColor: tokens.colorBrandBackground,
    borderLeftColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  body: { display: 'flex', flexDirection: 'column', paddingBottom: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface Step {
  title: string;
  /** Dimmer lines under the title; empty ones are left out. */
  lines: readonly string[];
}

/**
 * Numbered steps one under the other (spec §4: submitted, reviewed, result): the `active` one (from 1) filled
 * and marked aria-current; with `markDone` the steps before it outlined as done.
 */
export function StepList({
  label,
  steps,
  active,
  markDone = false,
}: {
  label: string;
  steps: readonly Step[];
  active: number;
  markDone?: boolean;
}) {
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step, index) => {
        const number = index + 1;
        const stateClass = number === active ? styles.active : markDone && number < active ? styles.done : undefined;
        return (
          <li key={step.title} className={styles.step} aria-current={number === active ? 'step' : undefined}>
            <span className={mergeClasses(styles.dot, stateClass)}>{number}</span>
            <span className={styles.body}>
              <Text weight="semibold">{step.title}</Text>
              {step.lines.filter(Boolean).map((line) => (
                <Text key={line} size={200} className={styles.muted}>
                  {line}
                </Text>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
