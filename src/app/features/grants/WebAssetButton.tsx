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
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { GlobeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notify';
import { openWebAsset } from './api';
import { ensureGrantTexts } from './i18n';
import { useMyAsset } from './queries';

ensureGrantTexts();

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Whether an asset is published as a web asset (spec §3: its protocol HTTP(S)). */
export const isWebAsset = (asset: { protocols: readonly { protocol: string }[] }) =>
  asset.protocols.some((row) => row.protocol === 'HTTP(S)');

/**
 * 打开 / Open on a web asset (/assets-my and its detail page; docs/web-assets.md): the user picks an account they may
 * log in with; the server opens a web session and answers a one-time launch URL on the asset's own origin, opened in
 * a new tab that has no way back to the console's window.
 */
export function WebAssetButton({ assetId, assetName }: { assetId: number; assetName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="primary"
          icon={<GlobeRegular />}
          aria-label={t('grants.web.openFor', { name: assetName })}
        >
          {t('grants.web.open')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        {open && <WebAssetDialog assetId={assetId} assetName={assetName} onDone={() => setOpen(false)} />}
      </DialogSurface>
    </Dialog>
  );
}

function WebAssetDialog({ assetId, assetName, onDone }: { assetId: number; assetName: string; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const asset = useMyAsset(assetId);
  const accounts = (asset.data?.accounts ?? []).filter((account) => account.canLogin);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = accountId ?? accounts[0]?.accountId ?? null;
  const accountName = accounts.find((account) => account.accountId === chosen)?.accountName ?? '';

  const handleOpen = async () => {
    if (chosen === null) return;
    // Opened now, while the click still allows a new tab; it is pointed at the launch URL once the server answers.
    const tab = window.open('about:blank', '_blank');
    if (!tab) {
      notify.error(t('grants.web.blocked'));
      return;
    }
    setBusy(true);
    try {
      const session = await openWebAsset({ assetId, accountId: chosen });
      tab.opener = null;
      tab.location.href = session.launchUrl;
      onDone();
    } catch (error) {
      tab.close();
      throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogBody>
      <DialogTitle>{t('grants.web.title', { name: assetName })}</DialogTitle>
      <DialogContent className={styles.body}>
        <Text>{t('grants.web.intro')}</Text>
        {asset.data && accounts.length === 0 ? (
          <MessageBar intent="warning">
            <MessageBarBody>{t('grants.web.noAccount')}</MessageBarBody>
          </MessageBar>
        ) : (
          <Field label={t('grants.web.account')}>
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
        )}
      </DialogContent>
      <DialogActions>
        <Button appearance="primary" disabled={chosen === null || busy} onClick={() => void handleOpen()}>
          {busy ? t('grants.web.opening') : t('grants.web.submit')}
        </Button>
        <DialogTrigger disableButtonEnhancement>
          <Button>{t('grants.web.close')}</Button>
        </DialogTrigger>
      </DialogActions>
    </DialogBody>
  );
}
