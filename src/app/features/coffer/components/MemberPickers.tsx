import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountOptions, useAssetOptions } from '../queries';
import { CofferSearchPicker } from './CofferSearchPicker';

/** A member of a safe as the detail call names it: an asset (name, address) or an account (name, asset). */
export interface Member {
  id: number;
  name: string;
  detail: string;
}

/** How both pickers list a member: its name, its detail dimmer after it. */
const MEMBER_VIEW = {
  keyOf: (member: Member) => String(member.id),
  labelOf: (member: Member) => member.name,
  detailOf: (member: Member) => member.detail,
};

interface PickerProps {
  chosen: Member[];
  onChange: (next: Member[]) => void;
  error?: string | undefined;
}

/** The assets of an asset vault: those the caller manages (the server refuses the others). */
export function AssetMemberPicker(props: PickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const assets = useAssetOptions({
    pageNum: 1,
    pageSize: 50,
    sortBy: 'assetName',
    sortOrder: 'asc',
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  });
  const options = (assets.data?.rows ?? [])
    .filter((asset) => asset.canManage)
    .map((asset) => ({ id: asset.assetId, name: asset.assetName, detail: asset.address }));
  return (
    <CofferSearchPicker<Member>
      label={t('coffer.form.assets')}
      hint={t('coffer.form.assetsHint')}
      searchLabel={t('coffer.form.assetSearch')}
      keyword={keyword}
      onKeywordChange={setKeyword}
      options={options}
      {...props}
      {...MEMBER_VIEW}
    />
  );
}

/** The accounts of an account vault, found by login name among the accounts the caller sees. */
export function AccountMemberPicker(props: PickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const accounts = useAccountOptions(keyword.trim());
  const options = (accounts.data ?? []).map((account) => ({
    id: account.accountId,
    name: account.accountName,
    detail: `${account.assetName} (${account.address})`,
  }));
  return (
    <CofferSearchPicker<Member>
      label={t('coffer.form.accounts')}
      hint={t('coffer.form.accountsHint')}
      searchLabel={t('coffer.form.accountSearch')}
      keyword={keyword}
      onKeywordChange={setKeyword}
      options={options}
      {...props}
      {...MEMBER_VIEW}
      tagOf={(member) => `${member.name}@${member.detail}`}
    />
  );
}
