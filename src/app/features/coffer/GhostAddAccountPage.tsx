import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { PeopleSearchRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Discovery } from '../../../shared/api/accountAdoption';
import { isApiError } from '../../data/errors';
import { notify } from '../../notify';
import { type AdoptChoices, adoptBodyOf, markAdopted } from './adoption';
import { type AssetChoice, AssetCombobox } from './components/AssetCombobox';
import { DiscoveredUsersTable } from './components/DiscoveredUsersTable';
import { LoginAccountDropdown } from './components/LoginAccountDropdown';
import { ensureCofferTexts } from './i18n';
import { ACCOUNT_MANAGE_PATH } from './paths';
import { useCofferMutation } from './queries';
import { adoptAccounts, discoverAccounts } from './vaultApi';

ensureCofferTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'end', flexWrap: 'wrap' },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

const messageOf = (error: unknown) => (isApiError(error) ? error.msg : String(error));

/**
 * /ghost-add-account [system:coffer:manage] (docs/coffer.md "Adopting accounts"): log in to a Linux asset with one
 * of its stored accounts, list the host's local users, and add the chosen ones as accounts of the asset, all or
 * none. Failures are said in the server's words; adopted users then show as managed.
 */
export function GhostAddAccountPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asset, setAsset] = useState<AssetChoice | null>(null);
  const [viaAccountId, setViaAccountId] = useState<number | null>(null);
  const [discovery, setDiscovery] = useState<Discovery | null>(null);
  const [choices, setChoices] = useState<AdoptChoices>({});
  const [assetError, setAssetError] = useState<string | undefined>();
  const discover = useMutation({ mutationFn: discoverAccounts });
  const adopt = useCofferMutation(adoptAccounts);

  const handleAsset = (next: AssetChoice) => {
    setAsset(next);
    setViaAccountId(null);
    setDiscovery(null);
    setChoices({});
    setAssetError(undefined);
    discover.reset();
  };

  const handleDiscover = async () => {
    if (asset === null) {
      setAssetError(t('coffer.adopt.noAsset'));
      return;
    }
    adopt.reset();
    try {
      setDiscovery(await discover.mutateAsync({ assetId: asset.assetId, accountId: viaAccountId }));
      setChoices({});
    } catch (error) {
      // Shown under the button in the server's words (not Linux, no SSH, the login refused …).
      console.warn(`discovering the local users of asset ${asset.assetId} failed`, error);
    }
  };

  const handleAdopt = async () => {
    if (discovery === null) return;
    try {
      const reply = await adopt.mutateAsync(adoptBodyOf(discovery.assetId, discovery.users, choices));
      // The server's message for this call (msg.adoptionDone, 纳管成功).
      notify.success(t('msg.adoptionDone'));
      setDiscovery(markAdopted(discovery, reply));
      setChoices({});
    } catch (error) {
      // Shown above the table in the server's words (a name already managed refuses the whole request).
      console.warn(`adopting accounts of asset ${discovery.assetId} failed`, error);
    }
  };

  const title = t('coffer.adopt.title');
  const chosenCount = Object.keys(choices).length;
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <div className={styles.row}>
        <AssetCombobox value={asset} onChange={handleAsset} error={assetError} />
        <LoginAccountDropdown assetId={asset?.assetId ?? null} value={viaAccountId} onChange={setViaAccountId} />
        <Button
          appearance="primary"
          icon={<PeopleSearchRegular />}
          disabled={discover.isPending}
          onClick={() => void handleDiscover()}
          data-testid="adopt-discover"
        >
          {t('coffer.adopt.discover')}
        </Button>
        <Button onClick={() => navigate(ACCOUNT_MANAGE_PATH)}>{t('coffer.common.back')}</Button>
      </div>
      {discover.isPending && (
        <Spinner size="small" label={t('coffer.adopt.discovering')} data-testid="adopt-discovering" />
      )}
      {discover.isError && (
        <MessageBar intent="error" data-testid="adopt-discover-failed">
          <MessageBarBody>{messageOf(discover.error)}</MessageBarBody>
        </MessageBar>
      )}
      {discovery && (
        <>
          <Text data-testid="adopt-found">
            {t('coffer.adopt.found', {
              via: discovery.viaAccountName,
              asset: discovery.assetName,
              count: discovery.users.length,
            })}
          </Text>
          {adopt.isError && (
            <MessageBar intent="error" data-testid="adopt-failed">
              <MessageBarBody>{messageOf(adopt.error)}</MessageBarBody>
            </MessageBar>
          )}
          <DiscoveredUsersTable users={discovery.users} choices={choices} onChange={setChoices} />
          <div className={styles.bar}>
            <Button
              appearance="primary"
              disabled={chosenCount === 0 || adopt.isPending}
              onClick={() => void handleAdopt()}
              data-testid="adopt-submit"
            >
              {t('coffer.adopt.submit')}
            </Button>
            <Text>{t('coffer.adopt.chosen', { count: chosenCount })}</Text>
          </div>
        </>
      )}
    </section>
  );
}
