import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { FlowDiagramViewer } from '../../flow-design';
import { requestHighlightQuery } from '../queries';

/** The request's diagram with the steps passed and waiting; the viewer (bpmn-js) loads on first use. */
export function RequestDiagram({ processInstanceId }: { processInstanceId: number }) {
  const { t } = useTranslation();
  const highlight = useQuery(requestHighlightQuery(processInstanceId));
  if (highlight.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('approveCenter.form.diagramFailed')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!highlight.data) return <LoadingSpinner />;
  const { bpmnXml, activeActivityIds, finishedActivityIds, highLightedFlows } = highlight.data;
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <FlowDiagramViewer
        bpmnXml={bpmnXml}
        activeActivityIds={activeActivityIds}
        finishedActivityIds={finishedActivityIds}
        highLightedFlows={highLightedFlows}
      />
    </Suspense>
  );
}
