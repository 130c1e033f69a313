import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CofferOption } from '../../../../shared/api/coffers';
import { useManagedCofferOptions } from '../queries';
import { CofferSearchPicker } from './CofferSearchPicker';

const keyOf = (coffer: CofferOption) => String(coffer.cofferId);

/** The safes to licence on: those the caller manages (/coffer/selectAllCofferList), searched by name. */
export function CofferOptionPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: CofferOption[];
  onChange: (next: CofferOption[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useManagedCofferOptions(keyword.trim());
  return (
    <CofferSearchPicker<CofferOption>
      label={t('coffer.issue.coffers')}
      hint={t('coffer.issue.cofferHint')}
      searchLabel={t('coffer.issue.cofferSearch')}
      keyword={keyword}
      onKeywordChange={setKeyword}
      options={options.data ?? []}
      chosen={chosen}
      onChange={onChange}
      keyOf={keyOf}
      labelOf={(coffer) => coffer.cofferName}
      error={error}
    />
  );
}
