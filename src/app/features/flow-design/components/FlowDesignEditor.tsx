import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Tab,
  TabList,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, RocketRegular, SaveRegular } from '@fluentui/react-icons';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FlowModel } from '../../../../shared/api/flowModels';
import { FormDesigner } from '../../flow-forms';
import type { BpmnDesigner } from '../designer/bpmnServices';
import { FlowModeler } from '../designer/FlowModeler';
import { FLOW_LIST_PATH } from '../paths';
import { useFlowDesign } from '../useFlowDesign';
import { DiagramProblemList } from './DiagramProblemList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  title: { marginInlineEnd: 'auto' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 1fr) minmax(180px, 2fr) minmax(180px, 1fr)',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  key: { fontFamily: tokens.fontFamilyMonospace },
});

type DesignTab = 'flow' | 'form';

/** One model's design: name and description, the diagram and the form, saved and deployed together. */
export function FlowDesignEditor({ model }: { model: FlowModel }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const designer = useRef<BpmnDesigner | null>(null);
  const handleReady = useCallback((running: BpmnDesigner | null) => {
    designer.current = running;
  }, []);
  const [tab, setTab] = useState<DesignTab>('flow');
  const flowDesign = useFlowDesign(model, designer);
  const { design, errors, problems, isBusy } = flowDesign;
  const title = t('flowDesign.formTitle', { name: model.name });
  const tabId = (value: DesignTab) => `${ids}-tab-${value}`;
  const panelId = (value: DesignTab) => `${ids}-panel-${value}`;

  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.head}>
        <Title3 as="h1" className={styles.title}>
          {title}
        </Title3>
        <Badge appearance="tint" color={model.deployedVersion > 0 ? 'brand' : 'subtle'}>
          {model.deployedVersion > 0
            ? t('flowDesign.version', { version: model.deployedVersion })
            : t('flowDesign.notDeployed')}
        </Badge>
        {model.hasUndeployedChanges && model.deployedVersion > 0 && (
          <Badge appearance="tint" color="warning">
            {t('flowDesign.undeployedChanges')}
          </Badge>
        )}
        <Button icon={<ArrowLeftRegular />} onClick={() => navigate(FLOW_LIST_PATH)}>
          {t('flowDesign.back')}
        </Button>
        <Button icon={<SaveRegular />} disabled={isBusy} onClick={() => void flowDesign.handleSave()}>
          {t('flowDesign.save')}
        </Button>
        <Button
          appearance="primary"
          icon={<RocketRegular />}
          disabled={isBusy}
          onClick={() => void flowDesign.handleDeploy()}
        >
          {t('flowDesign.saveAndDeploy')}
        </Button>
      </div>
      <div className={styles.fields}>
        <Field label={t('flowDesign.field.name')} required validationMessage={errors.name}>
          <Input value={design.name} onChange={(_, data) => flowDesign.setName(data.value)} />
        </Field>
        <Field label={t('flowDesign.field.description')} validationMessage={errors.description}>
          <Input value={design.description} onChange={(_, data) => flowDesign.setDescription(data.value)} />
        </Field>
        <Field label={t('flowDesign.field.modelKey')} hint={t('flowDesign.modelKeyFixed')}>
          <Input className={styles.key} value={model.modelKey} readOnly />
        </Field>
      </div>
      {flowDesign.isFormUnreadable && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('flowDesign.formUnreadable')}</MessageBarBody>
        </MessageBar>
      )}
      {(errors[''] || errors.form || errors.bpmnXml) && (
        <MessageBar intent="error">
          <MessageBarBody>{errors[''] || errors.form || errors.bpmnXml}</MessageBarBody>
        </MessageBar>
      )}
      {problems.length > 0 && <DiagramProblemList problems={problems} />}
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value === 'form' ? 'form' : 'flow')}>
        <Tab value="flow" id={tabId('flow')} aria-controls={panelId('flow')}>
          {t('flowDesign.flowTab')}
        </Tab>
        <Tab value="form" id={tabId('form')} aria-controls={panelId('form')}>
          {t('flowDesign.formTab')}
        </Tab>
      </TabList>
      {/* Both panels stay mounted: the modeler holds the unsaved diagram. */}
      <div role="tabpanel" id={panelId('flow')} aria-labelledby={tabId('flow')} hidden={tab !== 'flow'}>
        <FlowModeler bpmnXml={model.bpmnXml} form={design.form} isVisible={tab === 'flow'} onReady={handleReady} />
      </div>
      <div role="tabpanel" id={panelId('form')} aria-labelledby={tabId('form')} hidden={tab !== 'form'}>
        <FormDesigner value={design.form} onChange={flowDesign.setForm} modelKeyEditable={false} />
      </div>
    </section>
  );
}
