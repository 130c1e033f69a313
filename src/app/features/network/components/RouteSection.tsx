import { Button, MessageBar, MessageBarBody, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { describeRoute, type NetworkRoute } from '../../../../shared/api/network';
import { confirm } from '../../../components/confirm';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DataTable } from '../../../components/table';
import { isApiError } from '../../../data/errors';
import { notify } from '../../../notify';
import { useDeleteRoute, useRoutes } from '../queries';
import { RouteForm } from './RouteForm';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

const errorText = (error: unknown) => (isApiError(error) ? error.msg : String(error));

/** The main table's routes, IPv4 and IPv6; in appliance mode a route can be added or deleted. */
export function RouteSection({ canChange }: { canChange: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const routes = useRoutes();
  const remove = useDeleteRoute();

  const handleDelete = async (route: NetworkRoute) => {
    if (!(await confirm({ message: t('network.routes.confirmDelete', { route: describeRoute(route) }) }))) return;
    try {
      await remove.mutateAsync(route);
      notify.success(t('network.routes.deleted'));
    } catch (error) {
      // The call is silent so that the kernel's own words reach the user here.
      notify.error(errorText(error));
    }
  };

  const mono = (text: string | number | null) => <Text className={styles.mono}>{text ?? ''}</Text>;
  return (
    <section aria-label={t('network.routes.heading')}>
      <Subtitle2 as="h3">{t('network.routes.heading')}</Subtitle2>
      {routes.isPending ? (
        <LoadingSpinner />
      ) : routes.isError ? (
        <MessageBar intent="error" role="status">
          <MessageBarBody>{errorText(routes.error)}</MessageBarBody>
        </MessageBar>
      ) : (
        <DataTable<NetworkRoute>
          label={t('network.routes.label')}
          rows={routes.data}
          rowKey={(route) => `${route.family} ${describeRoute(route)} ${route.type}`}
          columns={[
            {
              key: 'destination',
              header: t('network.routes.destination'),
              render: (route) =>
                mono(route.type === 'unicast' ? route.destination : `${route.type} ${route.destination}`),
            },
            { key: 'gateway', header: t('network.routes.gateway'), render: (route) => mono(route.gateway) },
            { key: 'device', header: t('network.routes.device'), render: (route) => route.device ?? '' },
            { key: 'metric', header: t('network.routes.metric'), render: (route) => route.metric ?? '' },
            { key: 'protocol', header: t('network.routes.protocol'), render: (route) => route.protocol ?? '' },
            {
              key: 'stored',
              header: t('network.routes.stored'),
              render: (route) => (route.isStored ? t('network.yes') : ''),
            },
            ...(canChange
              ? [
                  {
                    key: 'actions',
                    header: t('network.routes.actions'),
                    render: (route: NetworkRoute) => (
                      <Button
                        size="small"
                        disabled={remove.isPending}
                        aria-label={`${t('network.routes.delete')} ${describeRoute(route)}`}
                        onClick={() => void handleDelete(route)}
                      >
                        {t('network.routes.delete')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {canChange && <RouteForm />}
    </section>
  );
}
