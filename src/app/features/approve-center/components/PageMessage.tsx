import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../components/page';
import { APPROVE_CENTER_LIST_PATH } from '../paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
});

/** The form page when there is nothing to show: its title, why, and the way back to the list. */
export function PageMessage({ title, message }: { title: string; message: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <MessageBar intent="error">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
      <RouteLink to={APPROVE_CENTER_LIST_PATH}>{t('approveCenter.form.toList')}</RouteLink>
    </section>
  );
}
