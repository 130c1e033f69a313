import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { HostKeyBar } from '../../../src/app/features/accounts/components/HostKeyBar';
import { ensureAccountTexts } from '../../../src/app/features/accounts/i18n';
import { accountKeys } from '../../../src/app/features/accounts/queries';
import { setLanguage } from '../../../src/app/i18n';
import type { AssetHostKey } from '../../../src/shared/api/accounts';

ensureAccountTexts();
await setLanguage('en');

const NONE: AssetHostKey = {
  assetId: 5,
  fingerprint: null,
  algorithm: null,
  pendingFingerprint: null,
  pendingAlgorithm: null,
  rdpFingerprint: null,
  rdpSubject: null,
  rdpPendingFingerprint: null,
  rdpPendingSubject: null,
};

async function text(hostKey: AssetHostKey, canAccept: boolean): Promise<string> {
  const client = new QueryClient();
  client.setQueryData(accountKeys.hostKey(hostKey.assetId), hostKey);
  const { prelude } = await prerender(
    <FluentProvider theme={webLightTheme}>
      <QueryClientProvider client={client}>
        <HostKeyBar assetId={hostKey.assetId} canAccept={canAccept} />
      </QueryClientProvider>
    </FluentProvider>,
  );
  return (await new Response(prelude).text())
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the asset’s recorded identities on its accounts page', () => {
  it('says nothing of a remote desktop certificate before a remote desktop opened', async () => {
    const page = await text(NONE, true);
    expect(page).toContain('Host key: Not recorded yet');
    expect(page).not.toContain('Remote desktop certificate');
  });

  it('shows the recorded certificate with its subject and SHA-256', async () => {
    const page = await text({ ...NONE, rdpFingerprint: 'ab:cd', rdpSubject: 'CN=win-01' }, true);
    expect(page).toContain('Remote desktop certificate: CN=win-01 SHA-256 ab:cd');
  });

  it('warns of a changed certificate with both fingerprints; only a manager is offered to accept it', async () => {
    const changed = {
      ...NONE,
      rdpFingerprint: 'ab:cd',
      rdpSubject: 'CN=win-01',
      rdpPendingFingerprint: 'ef:01',
      rdpPendingSubject: 'CN=impostor',
    };
    const page = await text(changed, true);
    expect(page).toContain('ab:cd is recorded, the server presented ef:01 (CN=impostor)');
    expect(page).toContain('Accept the new remote desktop certificate');
    expect(await text(changed, false)).not.toContain('Accept the new remote desktop certificate');
  });
});
