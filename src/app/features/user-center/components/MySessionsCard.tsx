import {
  Badge,
  Button,
  Card,
  CardHeader,
  MessageBar,
  MessageBarBody,
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
import { useTranslation } from 'react-i18next';
import type { MySession } from '../../../../shared/api/mySessions';
import { confirm } from '../../../components/confirm';
import { formatDateTime } from '../../../components/formatDateTime';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { notify } from '../../../notify';
import { logout } from '../../../session';
import { useEndMySession, useEndOtherSessions, useMySessions } from '../queries';
import { describeUserAgent } from '../userAgent';

const useStyles = makeStyles({
  card: { maxWidth: '880px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    width: '100%',
  },
});

/** "Sessions of mine": live sign-ins of the user, the current one marked, each one or all others signed out. */
export function MySessionsCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  const sessions = useMySessions();
  const endOne = useEndMySession();
  const endOthers = useEndOtherSessions();
  const rows = sessions.data ?? [];
  const hasOthers = rows.some((session) => !session.isCurrent);

  const handleEnd = async (session: MySession) => {
    const message = session.isCurrent ? t('mySessions.confirmCurrent') : t('mySessions.confirmOne');
    if (!(await confirm({ message }))) return;
    if (session.isCurrent) {
      await logout();
      return;
    }
    await endOne.mutateAsync(session.sessionId).then(
      () => notify.success(t('msg.sessionSignedOut')),
      // The data layer has shown the server's message.
      (error: unknown) => console.warn('sign-out of a session failed', error),
    );
  };
  const handleEndOthers = async () => {
    if (!(await confirm({ message: t('mySessions.confirmOthers') }))) return;
    await endOthers.mutateAsync().then(
      (result) => notify.success(t('mySessions.doneOthers', { count: result.signedOut })),
      (error: unknown) => console.warn('sign-out everywhere else failed', error),
    );
  };

  return (
    <Card className={styles.card}>
      <CardHeader
        header={
          <div className={styles.header}>
            <Text as="h2" size={500} weight="semibold">
              {t('mySessions.title')}
            </Text>
            <Button disabled={!hasOthers || endOthers.isPending} onClick={() => void handleEndOthers()}>
              {t('mySessions.signOutOthers')}
            </Button>
          </div>
        }
        description={<Text>{t('mySessions.hint')}</Text>}
      />
      {sessions.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('mySessions.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {sessions.isPending ? (
        <LoadingSpinner />
      ) : (
        <Table aria-label={t('mySessions.title')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('mySessions.createTime')}</TableHeaderCell>
              <TableHeaderCell>{t('mySessions.lastSeenTime')}</TableHeaderCell>
              <TableHeaderCell>{t('mySessions.ip')}</TableHeaderCell>
              <TableHeaderCell>{t('mySessions.browser')}</TableHeaderCell>
              <TableHeaderCell>{t('mySessions.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((session) => (
              <TableRow key={session.sessionId}>
                <TableCell>{formatDateTime(session.createTime)}</TableCell>
                <TableCell>{formatDateTime(session.lastSeenTime)}</TableCell>
                <TableCell>{session.ip || '-'}</TableCell>
                <TableCell title={session.userAgent}>
                  {describeUserAgent(session.userAgent)}{' '}
                  {session.isCurrent && (
                    <Badge appearance="tint" color="brand">
                      {t('mySessions.current')}
                    </Badge>
                  )}
                </TableCell>
                <TableCell>
                  <Button size="small" appearance="subtle" onClick={() => void handleEnd(session)}>
                    {t('mySessions.signOut')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
