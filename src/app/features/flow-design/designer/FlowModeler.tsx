import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../../../shared/forms';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import type { BpmnDesigner } from './bpmnServices';
import { DesignerToolbar } from './DesignerToolbar';
import { designerCommands } from './designerCommands';
import { designerTexts } from './designerTexts';
import { diagramElements } from './diagramElements';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { useBpmnDesigner } from './useBpmnDesigner';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  frame: {
    position: 'relative',
    height: 'calc(100vh - 320px)',
    minHeight: '420px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  canvas: { position: 'absolute', inset: 0 },
  spinner: { position: 'absolute', inset: 0, margin: 'auto' },
  panel: {
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowY: 'auto',
    maxHeight: 'calc(100vh - 320px)',
    minHeight: '420px',
    boxSizing: 'border-box',
  },
});

export interface FlowModelerProps {
  /** The diagram to open; read once; later edits live in the modeler until saved. */
  bpmnXml: string;
  /** The model's form: its fields are what conditions and form-field approvers may name. */
  form: FormModel;
  /** Whether its tab is shown: the canvas measures itself again when it comes back. */
  isVisible: boolean;
  /** The running modeler (to save its diagram), or null while there is none. */
  onReady: (designer: BpmnDesigner | null) => void;
}

/** 流程设计: the BPMN canvas with the supported elements only, its keyboard toolbar and properties panel. */
export function FlowModeler({ bpmnXml, form, isVisible, onReady }: FlowModelerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // The hook renders this again at every change of the diagram, so toolbar and panel read it afresh.
  const { state, selected } = useBpmnDesigner(container, bpmnXml, designerTexts(t), t('flowDesign.modeler.canvas'));
  const designer = state.status === 'ready' ? state.designer : null;
  const commands = useMemo(() => (designer ? designerCommands(designer.services) : null), [designer]);

  useEffect(() => {
    onReady(designer);
    return () => onReady(null);
  }, [designer, onReady]);
  useEffect(() => {
    if (isVisible) designer?.services.canvas.resized();
  }, [isVisible, designer]);

  const services = designer?.services;
  return (
    <div className={styles.root}>
      {commands && services && (
        <DesignerToolbar
          commands={commands}
          elements={diagramElements(services.elementRegistry.getAll())}
          selected={selected}
          canUndo={services.commandStack.canUndo()}
          canRedo={services.commandStack.canRedo()}
        />
      )}
      {state.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('flowDesign.modeler.loadFailed', {
              reason: state.error instanceof Error ? state.error.message : String(state.error),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.body}>
        <div className={styles.frame}>
          {state.status === 'loading' && <LoadingSpinner className={styles.spinner} />}
          <div ref={container} className={styles.canvas} />
        </div>
        <aside className={styles.panel} aria-label={t('flowDesign.props.title')}>
          {commands && <PropertiesPanel element={selected} form={form} commands={commands} />}
        </aside>
      </div>
    </div>
  );
}
