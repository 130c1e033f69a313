import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApplyView } from './components/ApplyView';
import { PageMessage } from './components/PageMessage';
import { RequestView } from './components/RequestView';
import { ensureApproveCenterTexts } from './i18n';
import { formPageMode } from './paths';

ensureApproveCenterTexts();

/**
 * /approve-center-list-form (spec §2): ?modelKey= files a new request on that flow; ?id= shows one request
 * (processInstanceId) with what the caller may do to it.
 */
export function ApproveCenterFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const mode = formPageMode(search);
  if (mode.kind === 'apply') return <ApplyView key={mode.modelKey} modelKey={mode.modelKey} />;
  if (mode.kind === 'request') return <RequestView key={mode.id} processInstanceId={mode.id} />;
  return <PageMessage title={t('approveCenter.form.requestTitle')} message={t('approveCenter.form.notChosen')} />;
}
