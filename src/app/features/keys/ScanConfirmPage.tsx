import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../components/formatDateTime';
import { usePublicCardStyles } from '../../components/usePublicCardStyles';
import { getToken } from '../../session/cookies';
import { decideScan } from './api';
import { addKeyTexts } from './i18n';
import { useMobileToken } from './queries';

addKeyTexts();

const useStyles = makeStyles({
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  value: { wordBreak: 'break-all' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * /scan-confirm?guid= — the page a QR opens on a signed-in phone (the sign-in guard sends a phone
 * without a session through /login first). Opening it marks the request scanned and shows which
 * browser asks; confirming lets that browser receive a token of its own.
 */
export function ScanConfirmPage() {
  const styles = useStyles();
  const frame = usePublicCardStyles();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const guid = search.get('guid') ?? '';
  const request = useMobileToken(guid);
  const decide = useMutation({
    mutationFn: (accept: boolean) => decideScan(guid, request.data?.ticket ?? '', accept),
  });

  if (!getToken()) {
    // Sign in on this device first; /login comes back here afterwards.
    const back = `/scan-confirm?guid=${encodeURIComponent(guid)}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  const done = decide.isSuccess
    ? decide.variables
      ? t('keys.confirm.confirmed')
      : t('keys.confirm.refusedDone')
    : null;
  return (
    <main className={frame.page}>
      <section className={frame.card}>
        <Text as="h1" size={600} weight="semibold">
          {t('keys.confirm.title')}
        </Text>
        {guid === '' ? (
          <MessageBar intent="error">
            <MessageBarBody>{t('keys.confirm.missingGuid')}</MessageBarBody>
          </MessageBar>
        ) : null}
        {request.data && !done ? (
          <>
            <Text>{t('keys.confirm.asking')}</Text>
            <div className={styles.details}>
              <Text weight="semibold">{t('keys.confirm.ip')}</Text>
              <Text className={styles.value} data-testid="scan-requester-ip">
                {request.data.requesterIp}
              </Text>
              <Text weight="semibold">{t('keys.confirm.browser')}</Text>
              <Text className={styles.value}>{request.data.requesterUserAgent}</Text>
              <Text weight="semibold">{t('keys.confirm.time')}</Text>
              <Text>{formatDateTime(request.data.requestedAt)}</Text>
              <Text weight="semibold">{t('keys.confirm.expires')}</Text>
              <Text>{formatDateTime(request.data.expiresAt)}</Text>
            </div>
            <MessageBar intent="warning">
              <MessageBarBody>{t('keys.confirm.warning')}</MessageBarBody>
            </MessageBar>
            <div className={styles.actions}>
              <Button appearance="primary" disabled={decide.isPending} onClick={() => decide.mutate(true)}>
                {t('keys.confirm.accept')}
              </Button>
              <Button disabled={decide.isPending} onClick={() => decide.mutate(false)}>
                {t('keys.confirm.refuse')}
              </Button>
            </div>
          </>
        ) : null}
        {done ? (
          <MessageBar intent={decide.variables ? 'success' : 'info'}>
            <MessageBarBody>{done}</MessageBarBody>
          </MessageBar>
        ) : null}
        {request.isError ? (
          <MessageBar intent="error">
            <MessageBarBody>{request.error.message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </section>
    </main>
  );
}
