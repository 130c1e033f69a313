import { Combobox, Field, Option } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeChoice } from '../accountFilters';
import { useCoffers } from '../queries';

/** Safes offered at once: a longer list is narrowed by typing. */
const SHOWN_MAX = 20;

/** A safe to filter by, searched by name across the caller's categories (the safe list's 'all'), or any. */
export function SafeFilterCombobox({
  value,
  onChange,
}: {
  value: SafeChoice | null;
  onChange: (next: SafeChoice | null) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<string | null>(null);
  const cofferName = (query ?? '').trim();
  const coffers = useCoffers({
    pageNum: 1,
    pageSize: SHOWN_MAX,
    category: 'all',
    ...(cofferName ? { cofferName } : {}),
  });
  const options = coffers.data?.rows ?? [];
  const anyLabel = t('coffer.accountList.anySafe');
  const handleSelect = (optionValue: string | undefined) => {
    if (optionValue === undefined) return;
    const found = options.find((coffer) => String(coffer.cofferId) === optionValue);
    onChange(found ? { cofferId: found.cofferId, cofferName: found.cofferName } : null);
    setQuery(null);
  };
  return (
    <Field label={t('coffer.accountList.safe')}>
      <Combobox
        value={query ?? value?.cofferName ?? anyLabel}
        placeholder={t('coffer.accountList.safePlaceholder')}
        selectedOptions={value ? [String(value.cofferId)] : ['']}
        data-testid="account-filter-safe"
        onChange={(event) => setQuery(event.target.value)}
        onOpenChange={(_, data) => !data.open && setQuery(null)}
        onOptionSelect={(_, data) => handleSelect(data.optionValue)}
      >
        <Option value="" text={anyLabel}>
          {anyLabel}
        </Option>
        {options.map((coffer) => (
          <Option key={coffer.cofferId} value={String(coffer.cofferId)} text={coffer.cofferName}>
            {coffer.cofferName}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
