import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../../../../shared/forms';
import type { DiagramElement } from '../bpmnServices';
import type { DesignerCommands } from '../designerCommands';
import { elementTypeLabel } from '../elementTypeLabel';
import { elementView } from '../elementView';
import { BranchProperties } from './BranchProperties';
import { CommitInput } from './CommitInput';
import { TimerProperties } from './TimerProperties';
import { UserTaskProperties } from './UserTaskProperties';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * The properties of the selected element, written into the diagram as the user edits them. It reads the
 * element at every render: its parent renders again with every change of the diagram, undo included.
 */
export function PropertiesPanel({
  element,
  form,
  commands,
}: {
  element: DiagramElement | null;
  form: FormModel;
  commands: DesignerCommands;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!element) {
    return (
      <div className={styles.root}>
        <Subtitle2 as="h2">{t('flowDesign.props.title')}</Subtitle2>
        <Text className={styles.note}>{t('flowDesign.props.nothingSelected')}</Text>
      </div>
    );
  }
  const view = elementView(element.businessObject);
  return (
    <div className={styles.root}>
      <Subtitle2 as="h2">{elementTypeLabel(t, element.type)}</Subtitle2>
      {view.kind === 'userTask' && <UserTaskProperties element={element} view={view} form={form} commands={commands} />}
      {view.kind === 'branch' && <BranchProperties element={element} view={view} form={form} commands={commands} />}
      {view.kind === 'timer' && <TimerProperties element={element} view={view} commands={commands} />}
      {(view.kind === 'flow' || view.kind === 'node') && (
        <>
          <CommitInput
            label={t('flowDesign.props.name')}
            value={view.name}
            onCommit={(name) => commands.rename(element, name)}
          />
          {view.kind === 'flow' && <Text className={styles.note}>{t('flowDesign.props.flowNote')}</Text>}
        </>
      )}
    </div>
  );
}
