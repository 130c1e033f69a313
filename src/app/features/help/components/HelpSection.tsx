import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    // The table of contents scrolls a section to the top of the window: keep its heading clear of the edge.
    scrollMarginTop: tokens.spacingVerticalL,
  },
  heading: { margin: 0, ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
});

/** One titled part of a help page; its heading takes focus when the table of contents jumps to it. */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} tabIndex={-1} className={styles.heading}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}
