import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ProxyOverview } from '../../../../shared/api/proxyOverview';

/** Every application proxy with the network proxy it goes through. */
export function ApplicationProxyTable({ applications }: { applications: ProxyOverview['applications'] }) {
  const { t } = useTranslation();
  if (applications.length === 0) return <Text>{t('proxies.overview.noApplications')}</Text>;
  return (
    <Table size="small" aria-label={t('proxies.overview.applicationTable')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('proxies.app.column.name')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.app.column.url')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.app.column.networkProxy')}</TableHeaderCell>
          <TableHeaderCell>{t('proxies.app.column.enabled')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {applications.map((application) => (
          <TableRow key={application.id}>
            <TableCell>{application.name}</TableCell>
            <TableCell>{application.url}</TableCell>
            <TableCell>{application.networkProxyName ?? t('proxies.none')}</TableCell>
            <TableCell>{application.enabled ? t('proxies.enabled') : t('proxies.disabled')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
