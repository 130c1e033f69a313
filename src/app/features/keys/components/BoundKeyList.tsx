import {
  Button,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { BoundKey } from '../../../../shared/api/keys';
import { confirm } from '../../../components/confirm';
import { formatDateTime } from '../../../components/formatDateTime';
import { notify } from '../../../notify';
import { useBoundKeys, useRemoveKey } from '../queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  identifier: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** The spec's "USB-key list": every key bound to the user, each removable. */
export function BoundKeyList({ userId }: { userId: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const keys = useBoundKeys(userId);
  const remove = useRemoveKey(userId);

  const handleRemove = async (key: BoundKey) => {
    if (!(await confirm({ message: t('keys.bind.removeConfirm', { name: key.name }) }))) return;
    try {
      await remove.mutateAsync({ kind: key.kind, id: key.id });
      notify.success(t('msg.keyRemoved'));
    } catch (error) {
      // The data layer showed the server's message.
      console.warn('key removal failed', error);
    }
  };

  const title = userId === null ? t('keys.bind.listTitle') : t('keys.bind.listTitleOf', { userId });
  return (
    <section className={styles.root} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {keys.data && keys.data.length === 0 ? <Text>{t('keys.bind.empty')}</Text> : null}
      {keys.data && keys.data.length > 0 ? (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('keys.bind.kind')}</TableHeaderCell>
              <TableHeaderCell>{t('keys.bind.name')}</TableHeaderCell>
              <TableHeaderCell>{t('keys.bind.identifier')}</TableHeaderCell>
              <TableHeaderCell>{t('keys.bind.createdAt')}</TableHeaderCell>
              <TableHeaderCell>{t('keys.bind.lastUsedAt')}</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {keys.data.map((key) => (
              <TableRow key={`${key.kind}-${key.id}`}>
                <TableCell>
                  {key.kind === 'webauthn' ? t('keys.bind.kindWebauthn') : t('keys.bind.kindCertificate')}
                </TableCell>
                <TableCell>{key.name}</TableCell>
                <TableCell className={styles.identifier}>{key.identifier.slice(0, 24)}</TableCell>
                <TableCell>{formatDateTime(key.createdAt)}</TableCell>
                <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('keys.bind.never')}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    disabled={remove.isPending}
                    onClick={() => void handleRemove(key)}
                  >
                    {t('keys.bind.remove')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
