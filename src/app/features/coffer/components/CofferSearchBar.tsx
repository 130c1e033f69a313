import { useTranslation } from 'react-i18next';
import { ChoiceFilter, enumOptions, SearchBar, TextFilter, useSearchValues } from '../../../components/page';
import { type CofferFilters, type CofferFilterValues, cofferFilters, EMPTY_COFFER_FILTERS } from '../cofferFilters';

/** The safe lists' search: safe name, vault type, account name; `onSearch` gets the query's filters. */
export function CofferSearchBar({ onSearch }: { onSearch: (filters: CofferFilters) => void }) {
  const { t, i18n } = useTranslation();
  const search = useSearchValues<CofferFilterValues>(EMPTY_COFFER_FILTERS, (values) => onSearch(cofferFilters(values)));
  return (
    <SearchBar searchLabel={t('coffer.common.search')} onSubmit={search.submit}>
      <TextFilter
        label={t('coffer.field.cofferName')}
        value={search.values.cofferName}
        placeholder={t('coffer.list.namePlaceholder')}
        onChange={(value) => search.set('cofferName', value)}
      />
      <ChoiceFilter
        label={t('coffer.field.vaultType')}
        value={search.values.vaultType}
        anyLabel={t('coffer.common.all')}
        choices={enumOptions('vault_type', i18n.language)}
        onChange={(value) => search.set('vaultType', value)}
      />
      <TextFilter
        label={t('coffer.field.accountName')}
        value={search.values.accountName}
        placeholder={t('coffer.list.accountPlaceholder')}
        onChange={(value) => search.set('accountName', value)}
      />
    </SearchBar>
  );
}
