import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { UserCenterTabs } from './UserCenterTabs';

const useStyles = makeStyles({
  card: { maxWidth: '880px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
});

/** The frame of every user-area page: tabs, then a card with a title. */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section>
      <UserCenterTabs />
      <Card className={styles.card}>
        <CardHeader
          header={
            <Text as="h2" size={500} weight="semibold">
              {title}
            </Text>
          }
        />
        {children}
      </Card>
    </section>
  );
}
