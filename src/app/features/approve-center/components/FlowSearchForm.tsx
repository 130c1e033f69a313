import { useTranslation } from 'react-i18next';
import { ChoiceFilter, SearchForm, TextFilter, useSearchValues } from '../../../components/page';
import { STATUS_CHOICES } from '../flowTags';
import { EMPTY_FLOW_FILTERS, type FlowFilterValues } from '../listFilters';

export interface FlowSearchFormProps {
  /** The two task tabs search by applicant too. */
  hasApplicant?: boolean;
  /** 我的申请 filters by status. */
  hasStatus?: boolean;
  onSearch: (values: FlowFilterValues) => void;
}

/** The search of a tab of the approval centre: the flow's name, and the applicant or the status. */
export function FlowSearchForm({ hasApplicant = false, hasStatus = false, onSearch }: FlowSearchFormProps) {
  const { t } = useTranslation();
  const { values, set, submit, reset } = useSearchValues(EMPTY_FLOW_FILTERS, onSearch);
  return (
    <SearchForm
      searchLabel={t('approveCenter.search')}
      resetLabel={t('approveCenter.reset')}
      onSubmit={submit}
      onReset={reset}
    >
      <TextFilter
        label={t('approveCenter.field.modelName')}
        value={values.modelName}
        placeholder={t('approveCenter.placeholder.modelName')}
        onChange={(value) => set('modelName', value)}
      />
      {hasApplicant && (
        <TextFilter
          label={t('approveCenter.field.applicantName')}
          value={values.applicantName}
          placeholder={t('approveCenter.placeholder.applicantName')}
          onChange={(value) => set('applicantName', value)}
        />
      )}
      {hasStatus && (
        <ChoiceFilter
          label={t('approveCenter.field.status')}
          value={values.status}
          anyLabel={t('approveCenter.any')}
          choices={STATUS_CHOICES.map((status) => ({
            value: String(status),
            label: t(`approveCenter.status.${status}`),
          }))}
          onChange={(value) => set('status', value)}
        />
      )}
    </SearchForm>
  );
}
