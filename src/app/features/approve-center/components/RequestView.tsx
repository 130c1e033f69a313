import { makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { isApiError } from '../../../data/errors';
import { FormRenderer } from '../../flow-forms';
import { requestApproversQuery, requestQuery } from '../queries';
import { ApproversPanel } from './ApproversPanel';
import { CommentTimeline } from './CommentTimeline';
import { DecisionPanel } from './DecisionPanel';
import { PageMessage } from './PageMessage';
import { PageSection } from './PageSection';
import { RequestActions } from './RequestActions';
import { RequestDiagram } from './RequestDiagram';
import { RequestHeader } from './RequestHeader';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    '@media (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, minWidth: 0 },
});

const ignoreChange = () => undefined;

/**
 * Request mode of /approve-center-list-form?id=: the request, its form as filed, the decision when a task
 * of the caller waits in it, who decides now, the diagram and the history.
 */
export function RequestView({ processInstanceId }: { processInstanceId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const request = useQuery(requestQuery(processInstanceId));
  const approvers = useQuery(requestApproversQuery(processInstanceId));
  if (!request.data) {
    if (!request.isError) return <LoadingSpinner />;
    const message = isApiError(request.error) ? request.error.msg : t('approveCenter.loadFailed');
    return <PageMessage title={t('approveCenter.form.requestTitle')} message={message} />;
  }
  const data = request.data;
  const title = t('approveCenter.form.requestTitleNamed', { name: data.modelName });
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <RequestActions request={data} />
      <RequestHeader request={data} />
      <div className={styles.columns}>
        <div className={styles.column}>
          <PageSection title={t('approveCenter.form.content')}>
            <FormRenderer form={data.form} value={data.formData} onChange={ignoreChange} readOnly />
          </PageSection>
          {data.myTaskId !== null && (
            <PageSection title={t('approveCenter.decision.title')}>
              <DecisionPanel key={data.myTaskId} processInstanceId={data.processInstanceId} taskId={data.myTaskId} />
            </PageSection>
          )}
          <PageSection title={t('approveCenter.form.diagram')}>
            <RequestDiagram processInstanceId={data.processInstanceId} />
          </PageSection>
        </div>
        <div className={styles.column}>
          <PageSection title={t('approveCenter.form.currentApprovers')}>
            <ApproversPanel approvers={approvers} noApproversText={t('approveCenter.approvers.nobody')} />
          </PageSection>
          <PageSection title={t('approveCenter.form.timeline')}>
            <CommentTimeline processInstanceId={data.processInstanceId} />
          </PageSection>
        </div>
      </div>
    </section>
  );
}
