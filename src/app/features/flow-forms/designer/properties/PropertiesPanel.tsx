import { makeStyles, Tab, TabList, Text, tokens, useId } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormConfig, FormModel, Widget } from '../../../../../shared/forms';
import { FormProperties } from './FormProperties';
import { WidgetProperties } from './WidgetProperties';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  body: { paddingInline: tokens.spacingHorizontalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

type PanelTab = 'field' | 'form';

interface PropertiesPanelProps {
  form: FormModel;
  selected: Widget | null;
  /** Changes whenever another widget is selected, so the property boxes start from its values. */
  selectionKey: number;
  onWidgetChange: (next: Widget) => void;
  onConfigChange: (next: FormConfig) => void;
}

/** The right panel: the tabs 字段属性 (the selected widget's) and 表单属性 (the form's). */
export function PropertiesPanel({
  form,
  selected,
  selectionKey,
  onWidgetChange,
  onConfigChange,
}: PropertiesPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [tab, setTab] = useState<PanelTab>('field');
  const [shownSelection, setShownSelection] = useState(selectionKey);
  if (shownSelection !== selectionKey) {
    // A widget was just selected on the canvas: show its properties.
    setShownSelection(selectionKey);
    setTab('field');
  }
  const tabId = useId('properties-tab');
  return (
    <aside className={styles.root} aria-label={t('flowForms.designer.properties')}>
      <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value === 'form' ? 'form' : 'field')}>
        <Tab id={`${tabId}-field`} value="field">
          {t('flowForms.designer.fieldTab')}
        </Tab>
        <Tab id={`${tabId}-form`} value="form">
          {t('flowForms.designer.formTab')}
        </Tab>
      </TabList>
      <div className={styles.body} role="tabpanel" aria-labelledby={`${tabId}-${tab}`}>
        {tab === 'form' ? (
          <FormProperties config={form.config} onChange={onConfigChange} />
        ) : selected ? (
          <WidgetProperties key={selectionKey} form={form} widget={selected} onChange={onWidgetChange} />
        ) : (
          <Text className={styles.empty}>{t('flowForms.designer.noSelection')}</Text>
        )}
      </div>
    </aside>
  );
}
