import { Button, MessageBar, MessageBarBody, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkInterface } from '../../../../shared/api/network';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DataTable } from '../../../components/table';
import { isApiError } from '../../../data/errors';
import { useInterfaces } from '../queries';
import { InterfaceDialog } from './InterfaceDialog';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The interfaces as the kernel has them: state, MAC, MTU, addresses; in appliance mode each can be changed. */
export function InterfaceSection({ canChange }: { canChange: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const interfaces = useInterfaces();
  const [editing, setEditing] = useState<NetworkInterface | null>(null);
  const state = (one: NetworkInterface) =>
    `${one.isUp ? t('network.interfaces.up') : t('network.interfaces.down')} (${one.state}${
      one.isUp && !one.hasCarrier ? `, ${t('network.interfaces.carrierless')}` : ''
    })`;
  return (
    <section aria-label={t('network.interfaces.heading')}>
      <Subtitle2 as="h3">{t('network.interfaces.heading')}</Subtitle2>
      {interfaces.isPending ? (
        <LoadingSpinner />
      ) : interfaces.isError ? (
        <MessageBar intent="error" role="status">
          <MessageBarBody>
            {isApiError(interfaces.error) ? interfaces.error.msg : String(interfaces.error)}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <DataTable<NetworkInterface>
          label={t('network.interfaces.label')}
          rows={interfaces.data}
          rowKey={(one) => one.name}
          columns={[
            {
              key: 'name',
              header: t('network.interfaces.name'),
              render: (one) => <Text weight="semibold">{one.name}</Text>,
            },
            { key: 'state', header: t('network.interfaces.state'), render: state },
            {
              key: 'mac',
              header: t('network.interfaces.mac'),
              render: (one) => <Text className={styles.mono}>{one.mac ?? ''}</Text>,
            },
            { key: 'mtu', header: t('network.interfaces.mtu'), render: (one) => one.mtu },
            {
              key: 'addresses',
              header: t('network.interfaces.addresses'),
              render: (one) => (
                <ul className={styles.list}>
                  {one.addresses.map((address) => (
                    <li key={address.cidr} className={styles.mono}>
                      {address.cidr}
                      {address.isDynamic && <span className={styles.muted}> ({t('network.interfaces.dynamic')})</span>}
                    </li>
                  ))}
                </ul>
              ),
            },
            { key: 'master', header: t('network.interfaces.master'), render: (one) => one.master ?? '' },
            {
              key: 'stored',
              header: t('network.interfaces.stored'),
              render: (one) => (one.isStored ? t('network.yes') : ''),
            },
            ...(canChange
              ? [
                  {
                    key: 'actions',
                    header: t('network.interfaces.actions'),
                    render: (one: NetworkInterface) => (
                      <Button
                        size="small"
                        aria-label={`${t('network.interfaces.edit')} ${one.name}`}
                        onClick={() => setEditing(one)}
                      >
                        {t('network.interfaces.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {editing && <InterfaceDialog key={editing.name} iface={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
