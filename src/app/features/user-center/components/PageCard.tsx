import { Card, CardHeader, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { UserCenterTabs } from './UserCenterTabs';

const useStyles = makeStyles({
  card: { maxWidth: '880px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  wide: { maxWidth: 'none' },
});

/** The frame of every user-area page: tabs, then a card with a title (wide: as wide as the page, for tables). */
export function PageCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section>
      <UserCenterTabs />
      <Card className={mergeClasses(styles.card, wide && styles.wide)}>
        <CardHeader
          header={
            <Text as="h1" size={500} weight="semibold">
              {title}
            </Text>
          }
        />
        {children}
      </Card>
    </section>
  );
}
