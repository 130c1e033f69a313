import { Spinner, type SpinnerProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

/**
 * Fluent's Spinner with a name: without a label its role=progressbar is nameless, which axe counts as a
 * serious failure (aria-progressbar-name) on every page that is still loading.
 */
export function LoadingSpinner(props: Omit<SpinnerProps, 'aria-label'>) {
  const { t } = useTranslation();
  return <Spinner aria-label={t('app.loading')} {...props} />;
}
