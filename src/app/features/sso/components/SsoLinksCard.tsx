import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';
import { notify } from '../../../notify';
import { removeLink } from '../api';
import '../i18n';
import { ssoKeys, useLinks } from '../queries';

const useStyles = makeStyles({
  card: {
    maxWidth: '880px',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
    marginBlockStart: tokens.spacingVerticalL,
  },
  issuer: { color: tokens.colorNeutralForeground3, wordBreak: 'break-all' },
});

/**
 * The external identities linked for single sign-on, each with "unlink". userId null: the signed-in
 * user's own (personal centre); a number: an administrator's view of that user (user detail).
 */
export function SsoLinksCard({ userId = null }: { userId?: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const client = useQueryClient();
  const links = useLinks(userId);
  const unlink = useMutation({
    mutationFn: (id: number) => removeLink(userId, id),
    onSuccess: async () => {
      notify.success(t('msg.ssoUnlinked'));
      await client.invalidateQueries({ queryKey: ssoKeys.links(userId) });
    },
  });
  return (
    <Card className={styles.card} aria-label={t('sso.linksTitle')}>
      <CardHeader
        header={
          <Text as="h2" size={500} weight="semibold">
            {t('sso.linksTitle')}
          </Text>
        }
      />
      {links.data && links.data.length === 0 ? <Text>{t('sso.linksEmpty')}</Text> : null}
      {links.data && links.data.length > 0 ? (
        <Table size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('sso.linkName')}</TableHeaderCell>
              <TableHeaderCell>{t('sso.linkCreated')}</TableHeaderCell>
              <TableHeaderCell>{t('sso.linkLastUsed')}</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {links.data.map((link) => (
              <TableRow key={link.id}>
                <TableCell>
                  <div>{link.name || link.subject}</div>
                  <Text size={200} className={styles.issuer}>
                    {link.issuer}
                  </Text>
                </TableCell>
                <TableCell>{formatDateTime(link.createdAt)}</TableCell>
                <TableCell>{formatDateTime(link.lastUsedAt)}</TableCell>
                <TableCell>
                  <Button size="small" disabled={unlink.isPending} onClick={() => unlink.mutate(link.id)}>
                    {t('sso.unlink')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Card>
  );
}
