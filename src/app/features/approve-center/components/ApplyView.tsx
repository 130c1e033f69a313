import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isApiError } from '../../../data/errors';
import { applyFlowQuery } from '../queries';
import { ApplyForm } from './ApplyForm';
import { PageMessage } from './PageMessage';

/** Apply mode of /approve-center-list-form?modelKey=: the flow's deployed form, then the form itself. */
export function ApplyView({ modelKey }: { modelKey: string }) {
  const { t } = useTranslation();
  const flow = useQuery(applyFlowQuery(modelKey));
  if (flow.data) return <ApplyForm key={`${flow.data.modelKey}:${flow.data.version}`} flow={flow.data} />;
  if (flow.isError) {
    const message = isApiError(flow.error) ? flow.error.msg : t('approveCenter.loadFailed');
    return <PageMessage title={t('approveCenter.form.applyTitle')} message={message} />;
  }
  return <LoadingSpinner />;
}
