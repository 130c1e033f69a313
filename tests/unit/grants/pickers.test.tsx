import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { AssetPicker } from '../../../src/app/features/grants/AssetPicker';
import { ensureGrantTexts } from '../../../src/app/features/grants/i18n';
import { grantKeys } from '../../../src/app/features/grants/queries';
import { SubjectPicker } from '../../../src/app/features/grants/SubjectPicker';
import { setLanguage } from '../../../src/app/i18n';
import type { GrantSubjectOption } from '../../../src/shared/api';

ensureGrantTexts();
await setLanguage('en');

const alice: GrantSubjectOption = { subjectKind: 'user', subjectId: 1, name: 'alice', detail: 'Alice A' };
const ops: GrantSubjectOption = { subjectKind: 'dept', subjectId: 1, name: 'Ops', detail: '' };
const web = { assetId: 7, assetName: 'web', address: '10.0.0.7', canManage: true };
const db = { assetId: 8, assetName: 'db', address: '10.0.0.8', canManage: false };

/** The picker as the grant form shows it, over what the first (empty) search answered. */
async function html(picker: ReactElement): Promise<string> {
  const client = new QueryClient();
  client.setQueryData(grantKeys.subjects(''), [alice, ops]);
  client.setQueryData(grantKeys.assets({ pageNum: 1, pageSize: 50, sortBy: 'assetName', sortOrder: 'asc' }), {
    rows: [web, db],
    total: 2,
  });
  const { prelude } = await prerender(<QueryClientProvider client={client}>{picker}</QueryClientProvider>);
  return new Response(prelude).text();
}

const labels = (page: string) =>
  [...page.matchAll(/<label for="checkbox-[^"]*"[^>]*>(.*?)<\/label>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, ' ').trim(),
  );
const removeButtons = (page: string) => [...page.matchAll(/aria-label="(Remove [^"]+)"/g)].map((match) => match[1]);

describe('the grant form pickers', () => {
  it('SubjectPicker names each subject with its kind, and the chosen ones as removable tags', async () => {
    const page = await html(<SubjectPicker chosen={[ops]} onChange={vi.fn()} />);
    expect(page).toContain('>Grant to</label>');
    expect(page).toContain('aria-label="Search users, user groups or departments"');
    expect(labels(page)).toEqual(['User alice Alice A', 'Department Ops']);
    expect(page).toContain('>1 chosen</span>');
    expect(removeButtons(page)).toEqual(['Remove Department Ops']);
  });

  it('AssetPicker lists only the assets the caller manages, with their address', async () => {
    const page = await html(<AssetPicker chosen={[web]} onChange={vi.fn()} error="Choose at least one asset" />);
    expect(page).toContain('aria-label="Search asset name or address"');
    expect(page).toContain('>Only assets you manage are listed</div>');
    expect(labels(page)).toEqual(['web (10.0.0.7)']);
    expect(removeButtons(page)).toEqual(['Remove web']);
    expect(page).toMatch(/role="alert"[^>]*>.*Choose at least one asset<\/div>/);
  });
});
