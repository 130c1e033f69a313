import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../LoadingSpinner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export interface ListFrameProps {
  title: string;
  search?: ReactNode;
  /** Buttons on the left of the bar; the toolbar goes on the right. */
  actions?: ReactNode;
  toolbar?: ReactNode;
  isPending: boolean;
  isError: boolean;
  children: ReactNode;
  pager?: ReactNode;
}

/** The frame of a list page: title, search form, action bar with the column toolbar, table, pager. */
export function ListFrame({ title, search, actions, toolbar, isPending, isError, children, pager }: ListFrameProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      {search}
      <div className={styles.bar}>
        {actions}
        {toolbar}
      </div>
      {isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('table.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {isPending ? <LoadingSpinner /> : children}
      {pager}
    </section>
  );
}
