import { useTranslation } from 'react-i18next';
import { PROCESS_KINDS, type ProcessKind } from '../../../../shared/rules/flowRules';
import { ChoiceFilter, SearchBar, TextFilter, useSearchValues } from '../../../components/page';
import { processKindLabelKey } from '../processKindLabel';

export interface FlowModelFilters {
  name: string;
  /** '' means any kind. */
  processKind: ProcessKind | '';
}

export const NO_FILTERS: FlowModelFilters = { name: '', processKind: '' };

const toKind = (value: string): ProcessKind | '' =>
  (PROCESS_KINDS as readonly string[]).includes(value) ? (value as ProcessKind) : '';

/** The flow model list's search: part of the name, and the bound process kind. */
export function FlowModelSearch({ onSearch }: { onSearch: (filters: FlowModelFilters) => void }) {
  const { t } = useTranslation();
  const search = useSearchValues(NO_FILTERS, (values) => onSearch({ ...values, name: values.name.trim() }));
  return (
    <SearchBar searchLabel={t('flowDesign.search')} onSubmit={search.submit}>
      <TextFilter
        label={t('flowDesign.field.name')}
        value={search.values.name}
        placeholder={t('flowDesign.namePlaceholder')}
        onChange={(value) => search.set('name', value)}
      />
      <ChoiceFilter
        label={t('flowDesign.field.processKind')}
        value={search.values.processKind}
        anyLabel={t('flowDesign.anyKind')}
        choices={PROCESS_KINDS.map((kind) => ({ value: kind, label: t(processKindLabelKey(kind)) }))}
        onChange={(value) => search.set('processKind', toKind(value))}
      />
    </SearchBar>
  );
}
