import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, DatabasePlugConnectedRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NativeListener, NativeToken } from '../../../shared/api/dbNative';
import { notify } from '../../notify';
import { issueNativeClientToken, revokeNativeClientToken } from './api';
import { ensureGrantTexts } from './i18n';
import { useMyAsset } from './queries';

ensureGrantTexts();

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'end' },
  line: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  code: {
    flexGrow: 1,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    wordBreak: 'break-all',
    whiteSpace: 'pre-wrap',
    margin: 0,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The asset's protocols a native client can reach through a listener. */
export function nativeProtocolsOf(asset: { protocols: readonly { protocol: string }[] }): string[] {
  return asset.protocols
    .map((row) => row.protocol)
    .filter((protocol) => protocol === 'PostgreSQL' || protocol === 'MySQL');
}

/** Single quotes for a POSIX shell: the token is base64url, a database name may hold anything else. */
const quoted = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

function psqlCommand(token: NativeToken, listener: NativeListener): string {
  const dbname = token.database ? ` dbname=${token.database}` : '';
  return `PGPASSWORD=${quoted(token.token)} psql "host=${listener.host} port=${listener.port} user=${token.userName}${dbname} sslmode=require"`;
}

function mysqlCommand(token: NativeToken, listener: NativeListener): string {
  const database = token.database ? ` ${quoted(token.database)}` : '';
  return `mysql --ssl -h ${listener.host} -P ${listener.port} -u ${token.userName} -p${quoted(token.token)}${database}`;
}

/** Seconds left until `until`, counted down once a second (0 once past). */
function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

function CopyLine({ label, text }: { label: string; text: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('grants.native.copied'));
    } catch {
      notify.warning(t('grants.native.copyFailed'));
    }
  };
  return (
    <Field label={label}>
      <div className={styles.line}>
        <pre className={styles.code}>{text}</pre>
        <Button
          size="small"
          icon={<CopyRegular />}
          aria-label={t('grants.native.copyLabel', { what: label })}
          onClick={() => void copy()}
        >
          {t('grants.native.copy')}
        </Button>
      </div>
    </Field>
  );
}

/**
 * 客户端连接 / Native client on a database asset (/assets-my and its detail page): the user picks one of the asset's
 * accounts they may log in with, issues a short-lived token and copies the psql or mysql command line; the expiry
 * counts down and the token can be revoked. The server checks the right again at issue and at every connection.
 */
export function NativeClientButton({
  assetId,
  assetName,
  protocols,
}: {
  assetId: number;
  assetName: string;
  protocols: readonly string[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="secondary"
          icon={<DatabasePlugConnectedRegular />}
          aria-label={t('grants.native.openFor', { name: assetName })}
        >
          {t('grants.native.open')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        {open && <NativeClientDialog assetId={assetId} assetName={assetName} protocols={protocols} />}
      </DialogSurface>
    </Dialog>
  );
}

function NativeClientDialog({
  assetId,
  assetName,
  protocols,
}: {
  assetId: number;
  assetName: string;
  protocols: readonly string[];
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const asset = useMyAsset(assetId);
  const accounts = (asset.data?.accounts ?? []).filter((account) => account.canLogin);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [database, setDatabase] = useState('');
  const [token, setToken] = useState<NativeToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const secondsLeft = useSecondsLeft(token?.expiresAt ?? null);
  const chosen = accountId ?? accounts[0]?.accountId ?? null;

  const issue = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      const trimmed = database.trim();
      setToken(await issueNativeClientToken({ assetId, accountId: chosen, ...(trimmed ? { database: trimmed } : {}) }));
      setRevoked(false);
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    if (!token) return;
    await revokeNativeClientToken(token.tokenId);
    setRevoked(true);
    notify.success(t('grants.native.revoked'));
  };
  const minutes = Math.floor(secondsLeft / 60);
  const countdown = `${minutes}:${String(secondsLeft % 60).padStart(2, '0')}`;
  const accountName = accounts.find((account) => account.accountId === chosen)?.accountName ?? '';

  return (
    <DialogBody>
      <DialogTitle>{t('grants.native.title', { name: assetName })}</DialogTitle>
      <DialogContent className={styles.body}>
        <Text>{t('grants.native.intro')}</Text>
        {asset.data && accounts.length === 0 ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('grants.native.noAccount')}</MessageBarBody>
          </MessageBar>
        ) : (
          <div className={styles.form}>
            <Field label={t('grants.native.account')}>
              <Dropdown
                value={accountName}
                selectedOptions={chosen === null ? [] : [String(chosen)]}
                onOptionSelect={(_event, data) => setAccountId(Number(data.optionValue))}
              >
                {accounts.map((account) => (
                  <Option key={account.accountId} value={String(account.accountId)}>
                    {account.accountName}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('grants.native.database')}>
              <Input value={database} maxLength={64} onChange={(_event, data) => setDatabase(data.value)} />
            </Field>
            <Button appearance="primary" disabled={busy || chosen === null} onClick={() => void issue()}>
              {busy ? t('grants.native.issuing') : t('grants.native.issue')}
            </Button>
          </div>
        )}
        {token && (
          <>
            <CopyLine label={t('grants.native.userName')} text={token.userName} />
            <CopyLine label={t('grants.native.password')} text={token.token} />
            {protocols.includes('PostgreSQL') &&
              (token.listeners.postgresql.enabled ? (
                <CopyLine label={t('grants.native.psql')} text={psqlCommand(token, token.listeners.postgresql)} />
              ) : (
                <Text>{`${t('grants.native.psql')}: ${t('grants.native.listenerOff')}`}</Text>
              ))}
            {protocols.includes('MySQL') &&
              (token.listeners.mysql.enabled ? (
                <CopyLine label={t('grants.native.mysql')} text={mysqlCommand(token, token.listeners.mysql)} />
              ) : (
                <Text>{`${t('grants.native.mysql')}: ${t('grants.native.listenerOff')}`}</Text>
              ))}
            {/* Not a live region: a countdown read out every second would drown everything else. */}
            <Text weight="semibold">
              {revoked
                ? t('grants.native.revoked')
                : secondsLeft === 0
                  ? t('grants.native.expired')
                  : t('grants.native.expires', { time: countdown })}
            </Text>
            <Text size={200} className={styles.hint}>
              {t('grants.native.tlsHint')}
            </Text>
          </>
        )}
        <Text size={200} className={styles.hint}>
          {t('grants.native.ownHint', { example: `<user>#${assetId}#${accountName || '<account>'}` })}
        </Text>
      </DialogContent>
      <DialogActions>
        {token && !revoked && secondsLeft > 0 && (
          <Button onClick={() => void revoke()}>{t('grants.native.revoke')}</Button>
        )}
        <DialogTrigger disableButtonEnhancement>
          <Button appearance="secondary">{t('grants.native.close')}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}
