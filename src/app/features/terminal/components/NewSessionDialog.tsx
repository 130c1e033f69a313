import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYBOARD_LAYOUTS, type KeyboardLayout } from '../../../../shared/protocol/graphical';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isDesktopAsset } from '../desktop/graphicalProtocol';
import { rememberKeyboardLayout, storedKeyboardLayout } from '../desktop/keyboardLayout';
import { useAccountChoice, useLoginAssets } from '../queries';
import { databaseProtocol } from '../session/dbProtocol';
import type { OpenRequest } from '../useTerminalTabs';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** One opening of the picker; `assetId` when the page was opened for an asset (it then asks for the account). */
export interface PickerRequest {
  serial: number;
  assetId: number | null;
}

interface Props {
  request: PickerRequest | null;
  onCancel(): void;
  onConnect(request: OpenRequest): void;
}

interface BodyProps {
  givenAssetId: number | null;
  onCancel(): void;
  onConnect(request: OpenRequest): void;
}

/**
 * "New session": an asset the caller may log in to, then one of its accounts they may use. The dialog stays
 * mounted and is opened and closed through `open` (unmounting an open Fluent dialog leaves the page hidden
 * from assistive technology); each opening starts a fresh form.
 */
export function NewSessionDialog({ request, onCancel, onConnect }: Props) {
  return (
    <Dialog open={request !== null} modalType="modal" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        {request && (
          <PickerBody key={request.serial} givenAssetId={request.assetId} onCancel={onCancel} onConnect={onConnect} />
        )}
      </DialogSurface>
    </Dialog>
  );
}

function PickerBody({ givenAssetId, onCancel, onConnect }: BodyProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [assetId, setAssetId] = useState<number | null>(givenAssetId);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [databaseName, setDatabaseName] = useState('');
  const [keyboardLayout, setKeyboardLayout] = useState<KeyboardLayout>(storedKeyboardLayout);
  const assets = useLoginAssets(keyword.trim());
  const choice = useAccountChoice(assetId);
  const accounts = choice.data?.accounts ?? [];
  const asset = choice.data?.asset;

  useEffect(() => {
    const first = choice.data?.accounts[0];
    setAccountId(first ? first.accountId : null);
  }, [choice.data]);

  const account = accounts.find((one) => one.accountId === accountId);
  const canConnect = asset?.canLogin === true && account !== undefined;
  const handleConnect = () => {
    if (!asset || !account) return;
    onConnect({
      assetId: asset.assetId,
      accountId: account.accountId,
      assetName: asset.assetName,
      accountName: account.accountName,
      database: databaseProtocol(asset),
      databaseName: databaseProtocol(asset) && databaseName.trim() ? databaseName.trim() : undefined,
      desktop: isDesktopAsset(asset) ? { keyboardLayout } : undefined,
    });
    if (isDesktopAsset(asset)) rememberKeyboardLayout(keyboardLayout);
  };

  return (
    <DialogBody>
      <DialogTitle>{t('terminal.picker.title')}</DialogTitle>
      <DialogContent className={styles.content}>
        {givenAssetId === null && (
          <>
            <Input
              value={keyword}
              placeholder={t('terminal.picker.assetPlaceholder')}
              aria-label={t('terminal.picker.assetPlaceholder')}
              onChange={(_, data) => setKeyword(data.value)}
            />
            <Field label={t('terminal.picker.asset')}>
              <Select
                value={assetId === null ? '' : String(assetId)}
                onChange={(_, data) => setAssetId(data.value ? Number(data.value) : null)}
              >
                <option value="">{assets.data?.length === 0 ? t('terminal.picker.noAssets') : '—'}</option>
                {(assets.data ?? []).map((one) => (
                  <option key={one.assetId} value={one.assetId}>
                    {one.assetName} ({one.address})
                  </option>
                ))}
              </Select>
            </Field>
          </>
        )}
        {givenAssetId !== null && asset && (
          <Field label={t('terminal.picker.asset')}>
            <Input value={`${asset.assetName} (${asset.address})`} readOnly />
          </Field>
        )}
        {choice.isLoading && <LoadingSpinner size="tiny" />}
        {choice.isError && (
          <MessageBar intent="error">
            <MessageBarBody>{t('terminal.picker.assetNotFound')}</MessageBarBody>
          </MessageBar>
        )}
        {asset && !asset.canLogin && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('terminal.picker.assetNotFound')}</MessageBarBody>
          </MessageBar>
        )}
        {asset?.canLogin && accounts.length > 0 && (
          <Field label={t('terminal.picker.account')}>
            <Select
              value={accountId === null ? '' : String(accountId)}
              onChange={(_, data) => setAccountId(Number(data.value))}
            >
              {accounts.map((one) => (
                <option key={one.accountId} value={one.accountId}>
                  {one.accountName}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {asset?.canLogin && accounts.length > 0 && databaseProtocol(asset) && (
          <Field label={t('terminal.picker.database')} hint={t('terminal.picker.databaseHint')}>
            <Input value={databaseName} maxLength={64} onChange={(_, data) => setDatabaseName(data.value)} />
          </Field>
        )}
        {asset?.canLogin && accounts.length > 0 && isDesktopAsset(asset) && (
          <Field label={t('terminal.picker.keyboardLayout')} hint={t('terminal.picker.keyboardLayoutHint')}>
            <Select value={keyboardLayout} onChange={(_, data) => setKeyboardLayout(data.value as KeyboardLayout)}>
              {KEYBOARD_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {t(`terminal.desktop.layouts.${layout}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {asset?.canLogin && accounts.length === 0 && (
          <MessageBar intent="warning">
            <MessageBarBody>{t('terminal.picker.noAccounts')}</MessageBarBody>
          </MessageBar>
        )}
      </DialogContent>
      <DialogActions>
        <Button appearance="secondary" onClick={onCancel}>
          {t('terminal.picker.cancel')}
        </Button>
        <Button appearance="primary" disabled={!canConnect} onClick={handleConnect}>
          {t('terminal.picker.connect')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
