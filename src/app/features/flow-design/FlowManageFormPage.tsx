import { MessageBar, MessageBarBody, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { RouteLink } from '../../components/page';
import { FlowDesignEditor } from './components/FlowDesignEditor';
import { ensureFlowDesignTexts } from './i18n';
import { FLOW_LIST_PATH, idFromSearch } from './paths';
import { useFlowModel } from './queries';

ensureFlowDesignTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

/**
 * /flow-manage-form?id= [system:approval:query; saving needs system:flow:edit]: one flow model's diagram
 * (流程设计) and form (表单设计), saved and deployed together (docs/flows.md "Models and versions").
 */
export function FlowManageFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = idFromSearch(search, 'id');
  const model = useFlowModel(id);

  if (id !== undefined && model.data) return <FlowDesignEditor key={model.data.id} model={model.data} />;
  return (
    <section className={styles.root} aria-label={t('flowDesign.designTitle')}>
      <Title3 as="h1">{t('flowDesign.designTitle')}</Title3>
      {id === undefined || model.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('flowDesign.modelNotFound')} <RouteLink to={FLOW_LIST_PATH}>{t('flowDesign.back')}</RouteLink>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <LoadingSpinner />
      )}
    </section>
  );
}
