import { describe, expect, it } from 'vitest';
import { EMPTY_ASSET_FILTERS, toAssetQuery } from '../../../src/app/features/assets/assetFilters';
import { EMPTY_ASSET_FORM, entriesOfPlatform, toAssetBody } from '../../../src/app/features/assets/assetForm';
import { assetText } from '../../../src/app/features/assets/i18n';
import { EMPTY_PLATFORM_FORM, toPlatformBody } from '../../../src/app/features/assets/platformForm';
import { isAddress, isWebUrl } from '../../../src/shared/api/assetFields';
import { AssetBodySchema } from '../../../src/shared/api/assets';
import { type Platform, PlatformBodySchema } from '../../../src/shared/api/platforms';
import { messages } from '../../../src/shared/messages';
import { parseMsgRef } from '../../../src/shared/rules/validation';

const issueOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.map(String).join('.'), key: parseMsgRef(issue.message).key } : null;
};

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('spec §5 address and URL rules', () => {
  it('accepts IPv4 addresses and host names, refuses the rest', () => {
    for (const ok of ['10.0.0.1', '255.255.255.255', '0.0.0.0', 'db01', 'web-01.corp.example.com', 'LOCALHOST']) {
      expect(isAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      '256.1.1.1',
      '10.0.0',
      '1.2.3.4.5',
      '-web',
      'web_01',
      'a b',
      '',
      'http://x.com',
      'x.'.repeat(130),
    ]) {
      expect(isAddress(bad), bad).toBe(false);
    }
  });

  it('accepts http(s) links with an optional port and path', () => {
    for (const ok of ['http://a.example.com', 'https://10.0.0.8:8443/login?next=/', 'HTTPS://Portal']) {
      expect(isWebUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'ftp://a.example.com',
      'https://',
      'https://a.example.com:70000',
      'a.example.com',
      'https://a b',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });
});

describe('asset form → shared schema', () => {
  const form = {
    ...EMPTY_ASSET_FORM,
    assetName: 'web-01',
    address: '10.0.0.1',
    platformId: 1,
    protocols: [
      { protocol: 'SSH' as const, port: '22', isChecked: true },
      { protocol: 'TELNET' as const, port: 'x', isChecked: false },
    ],
  };

  it('sends only ticked protocols, ports as numbers', () => {
    expect(toAssetBody(form)).toMatchObject({
      protocols: [{ protocol: 'SSH', port: 22 }],
      deptId: null,
      proxyId: null,
    });
    expect(AssetBodySchema.safeParse(toAssetBody(form)).success).toBe(true);
  });

  it('fails with the §5 message keys', () => {
    const check = (change: Partial<typeof form>) =>
      issueOf(AssetBodySchema.safeParse(toAssetBody({ ...form, ...change })));
    expect(check({ assetName: 'web 01' })).toEqual({ path: 'assetName', key: 'nameChars' });
    expect(check({ address: '300.0.0.1' })).toEqual({ path: 'address', key: 'addressInvalid' });
    expect(check({ assetType: 2, address: '10.0.0.1' })).toEqual({ path: 'address', key: 'urlInvalid' });
    expect(check({ protocols: [{ protocol: 'SSH', port: '80a', isChecked: true }] })).toEqual({
      path: 'protocols.0.port',
      key: 'portInvalid',
    });
    expect(check({ protocols: [{ protocol: 'SSH', port: '65536', isChecked: true }] })?.key).toBe('portInvalid');
    expect(check({ protocols: [] })).toEqual({ path: 'protocols', key: 'protocolRequired' });
    expect(
      issueOf(AssetBodySchema.safeParse({ ...toAssetBody(form), protocols: [{ protocol: 'FTP', port: 21 }] })),
    ).toEqual({
      path: 'protocols.0.protocol',
      key: 'protocolInvalid',
    });
    expect(messages.protocolInvalid.zh).toBe('请选择正确的通讯协议');
    expect(messages.portInvalid.zh).toBe('请输入正确的端口');
    expect(messages.addressInvalid.zh).toBe('请输入正确的地址');
    expect(messages.urlInvalid.zh).toBe('请输入正确的链接');
  });

  it('accepts the §5 spelling Telnet and stores it as TELNET', () => {
    const parsed = AssetBodySchema.parse({ ...toAssetBody(form), protocols: [{ protocol: 'Telnet', port: 23 }] });
    expect(parsed.protocols).toEqual([{ protocol: 'TELNET', port: 23 }]);
  });
});

describe('asset type form and list filters', () => {
  it('a new asset type needs a ticked protocol', () => {
    const body = toPlatformBody({ ...EMPTY_PLATFORM_FORM, platformName: 'AIX' });
    expect(issueOf(PlatformBodySchema.safeParse(body))).toEqual({ path: 'protocols', key: 'protocolRequired' });
  });

  it('leaves out empty filters', () => {
    expect(toAssetQuery(EMPTY_ASSET_FILTERS)).toEqual({});
    expect(toAssetQuery({ ...EMPTY_ASSET_FILTERS, keyword: ' db ', assetType: '3', tagId: '7' })).toEqual({
      keyword: 'db',
      assetType: 3,
      tagId: '7',
    });
  });

  it('has every text in both languages', () => {
    expect(leafKeys(assetText.en)).toEqual(leafKeys(assetText.zh));
  });
});

describe('the protocols a new asset starts with', () => {
  it('ticks every protocol its type offers except Telnet, which is opt-in', () => {
    const linux = {
      protocols: [
        { protocol: 'SSH', port: 22 },
        { protocol: 'TELNET', port: 23 },
      ],
    } as Platform;
    expect(entriesOfPlatform(linux)).toEqual([
      { protocol: 'SSH', port: '22', isChecked: true },
      { protocol: 'TELNET', port: '23', isChecked: false },
    ]);
  });
});
