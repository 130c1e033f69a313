import { Button, MessageBar, MessageBarBody, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { NetworkBond } from '../../../../shared/api/network';
import { confirm } from '../../../components/confirm';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DataTable } from '../../../components/table';
import { isApiError } from '../../../data/errors';
import { notify } from '../../../notify';
import { useBonds, useDeleteBond } from '../queries';
import { BondForm } from './BondForm';

const useStyles = makeStyles({
  mono: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

const errorText = (error: unknown) => (isApiError(error) ? error.msg : String(error));

/** The bonds with their mode and members; in appliance mode one can be made or deleted. */
export function BondSection({ canChange }: { canChange: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const bonds = useBonds();
  const remove = useDeleteBond();

  const handleDelete = async (bond: NetworkBond) => {
    if (!(await confirm({ message: t('network.bonds.confirmDelete', { name: bond.name }) }))) return;
    try {
      await remove.mutateAsync(bond.name);
      notify.success(t('network.bonds.deleted'));
    } catch (error) {
      // The call is silent so that the kernel's own words reach the user here.
      notify.error(errorText(error));
    }
  };

  const members = (bond: NetworkBond) =>
    bond.members.map((member) => [member.name, member.state, member.linkState].filter(Boolean).join(' ')).join(', ');
  return (
    <section aria-label={t('network.bonds.heading')}>
      <Subtitle2 as="h3">{t('network.bonds.heading')}</Subtitle2>
      {bonds.isPending ? (
        <LoadingSpinner />
      ) : bonds.isError ? (
        <MessageBar intent="error" role="status">
          <MessageBarBody>{errorText(bonds.error)}</MessageBarBody>
        </MessageBar>
      ) : bonds.data.length === 0 ? (
        <Text role="status" italic>
          {t('network.bonds.empty')}
        </Text>
      ) : (
        <DataTable<NetworkBond>
          label={t('network.bonds.label')}
          rows={bonds.data}
          rowKey={(bond) => bond.name}
          columns={[
            {
              key: 'name',
              header: t('network.bonds.name'),
              render: (bond) => <Text weight="semibold">{bond.name}</Text>,
            },
            { key: 'mode', header: t('network.bonds.mode'), render: (bond) => bond.mode ?? '' },
            { key: 'state', header: t('network.bonds.state'), render: (bond) => bond.state },
            { key: 'members', header: t('network.bonds.members'), render: members },
            {
              key: 'addresses',
              header: t('network.bonds.addresses'),
              render: (bond) => <Text className={styles.mono}>{bond.addresses.join(', ')}</Text>,
            },
            {
              key: 'stored',
              header: t('network.bonds.stored'),
              render: (bond) => (bond.isStored ? t('network.yes') : ''),
            },
            ...(canChange
              ? [
                  {
                    key: 'actions',
                    header: t('network.bonds.actions'),
                    render: (bond: NetworkBond) => (
                      <Button
                        size="small"
                        disabled={remove.isPending}
                        aria-label={`${t('network.bonds.delete')} ${bond.name}`}
                        onClick={() => void handleDelete(bond)}
                      >
                        {t('network.bonds.delete')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {canChange && <BondForm />}
    </section>
  );
}
