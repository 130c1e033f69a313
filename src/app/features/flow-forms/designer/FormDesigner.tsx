import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createWidget, type FormModel, findWidget, type WidgetKind } from '../../../../shared/forms';
import { ensureFlowFormTexts } from '../i18n';
import { DesignerCanvas } from './DesignerCanvas';
import { DesignerDnd } from './DesignerDnd';
import { DesignerToolbar } from './DesignerToolbar';
import { designerActions } from './designerActions';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { WidgetPalette } from './WidgetPalette';

ensureFlowFormTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 1fr) minmax(0, 3fr) minmax(260px, 1.2fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

export interface FormDesignerProps {
  value: FormModel;
  onChange: (next: FormModel) => void;
  /** False once the model is saved: its key is the deployed process's id (isModelKeyEditable). */
  modelKeyEditable: boolean;
}

/**
 * The form designer (spec §2 "Form designer"): palette, canvas with the model key and name, and the field and
 * form properties, with import, JSON, code and preview dialogs. Controlled: every edit is a new model handed
 * to onChange; the page that holds the model checks it with FormModelSchema and saves it.
 */
export function FormDesigner({ value, onChange, modelKeyEditable }: FormDesignerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const [selectionKey, setSelectionKey] = useState(0);
  const makeWidget = (kind: WidgetKind) =>
    createWidget(kind, { name: t(`flowForms.kind.${kind}`), optionLabel: (n) => t('flowForms.optionLabel', { n }) });
  const actions = designerActions({
    value,
    onChange,
    selected,
    select: (model) => {
      setSelected(model);
      setSelectionKey((key) => key + 1);
    },
    follow: setSelected,
    makeWidget,
    isKeyEditable: modelKeyEditable,
  });

  return (
    <div className={styles.root}>
      <DesignerToolbar form={value} onImport={actions.importForm} />
      <DesignerDnd form={value} makeWidget={makeWidget} onEdit={actions.apply}>
        <div className={styles.body}>
          <WidgetPalette onAdd={actions.add} />
          <DesignerCanvas
            form={value}
            onFormChange={onChange}
            isKeyEditable={modelKeyEditable}
            selected={selected}
            onSelect={actions.select}
            onClone={actions.clone}
            onDelete={actions.remove}
          />
          <PropertiesPanel
            form={value}
            selected={selected ? findWidget(value.list, selected) : null}
            selectionKey={selectionKey}
            onWidgetChange={actions.changeWidget}
            onConfigChange={actions.changeConfig}
          />
        </div>
      </DesignerDnd>
    </div>
  );
}
