import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type FormModel, formFields } from '../../../../../shared/forms';
import type { DiagramElement } from '../bpmnServices';
import type { DesignerCommands } from '../designerCommands';
import type { ElementView } from '../elementView';
import { CommitInput } from './CommitInput';

/**
 * A branch leaving an exclusive gateway: the condition on the form's fields that sends the request this
 * way (docs/flows.md "Conditions"), or the default branch taken when no condition holds.
 */
export function BranchProperties({
  element,
  view,
  form,
  commands,
}: {
  element: DiagramElement;
  view: Extract<ElementView, { kind: 'branch' }>;
  form: FormModel;
  commands: DesignerCommands;
}) {
  const { t } = useTranslation();
  const fields = formFields(form);
  const fieldList = fields.map((field) => `${field.model} (${field.title})`).join(', ');
  return (
    <>
      <CommitInput
        label={t('flowDesign.props.name')}
        value={view.name}
        onCommit={(name) => commands.rename(element, name)}
      />
      <Switch
        checked={view.isDefault}
        label={t('flowDesign.props.defaultBranch')}
        onChange={(_, data) => commands.setDefaultBranch(element, data.checked)}
      />
      <CommitInput
        label={t('flowDesign.props.condition')}
        value={view.isDefault ? '' : view.condition}
        disabled={view.isDefault}
        multiline
        placeholder="days > 3"
        hint={
          <>
            {t('flowDesign.props.conditionHint')}{' '}
            {fields.length > 0
              ? t('flowDesign.props.conditionFields', { fields: fieldList })
              : t('flowDesign.props.noFormFields')}
          </>
        }
        onCommit={(condition) => commands.setCondition(element, condition)}
      />
    </>
  );
}
