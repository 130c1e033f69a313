import { Dropdown, Field, Option, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type FormModel, formFields } from '../../../../../shared/forms';
import { APPROVAL_MODES, APPROVER_TYPES } from '../../../../../shared/protocol/gatehouseModdle';
import type { DiagramElement } from '../bpmnServices';
import type { DesignerCommands } from '../designerCommands';
import type { ElementView } from '../elementView';
import {
  type ApprovalMode,
  type ApproverType,
  approvalModePatch,
  approverFieldPatch,
  approverIdsPatch,
  approverTypePatch,
  parseIdList,
  takesIds,
} from '../gatehouseAttrs';
import { CommitInput } from './CommitInput';
import { RolePicker } from './RolePicker';
import { UserPicker } from './UserPicker';

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

/** An approval step: its name, who decides it and whether one or all of them must. */
export function UserTaskProperties({
  element,
  view,
  form,
  commands,
}: {
  element: DiagramElement;
  view: Extract<ElementView, { kind: 'userTask' }>;
  form: FormModel;
  commands: DesignerCommands;
}) {
  const { t } = useTranslation();
  const { approverType, approvers, approvalMode } = view.approval;
  const fields = formFields(form);
  const typeLabel = (type: ApproverType) => t(`flowDesign.approverType.${type}`);
  const fieldLabel = (model: string) => {
    const field = fields.find((candidate) => candidate.model === model);
    return field ? `${field.title} (${field.model})` : model;
  };

  return (
    <>
      <CommitInput
        label={t('flowDesign.props.name')}
        value={view.name}
        onCommit={(name) => commands.rename(element, name)}
      />
      <Field label={t('flowDesign.props.approverType')} required>
        <Dropdown
          value={approverType ? typeLabel(approverType) : ''}
          placeholder={t('flowDesign.props.approverTypePlaceholder')}
          selectedOptions={approverType ? [approverType] : []}
          onOptionSelect={(_, data) => {
            if (isOneOf(APPROVER_TYPES, data.optionValue)) commands.patch(element, approverTypePatch(data.optionValue));
          }}
        >
          {APPROVER_TYPES.map((type) => (
            <Option key={type} value={type}>
              {typeLabel(type)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {approverType === 'users' && (
        <UserPicker
          userIds={parseIdList(approvers)}
          onChange={(ids) => commands.patch(element, approverIdsPatch(ids))}
        />
      )}
      {approverType === 'role' && (
        <RolePicker
          roleIds={parseIdList(approvers)}
          onChange={(ids) => commands.patch(element, approverIdsPatch(ids))}
        />
      )}
      {approverType === 'formField' && (
        <Field
          label={t('flowDesign.props.formField')}
          hint={fields.length === 0 ? t('flowDesign.props.noFormFields') : t('flowDesign.props.formFieldHint')}
          required
        >
          <Dropdown
            value={approvers ? fieldLabel(approvers) : ''}
            selectedOptions={approvers ? [approvers] : []}
            onOptionSelect={(_, data) => commands.patch(element, approverFieldPatch(data.optionValue ?? ''))}
          >
            {fields.map((field) => (
              <Option key={field.model} value={field.model}>
                {fieldLabel(field.model)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {approverType && !takesIds(approverType) && approverType !== 'formField' && (
        <Text size={200}>{t(`flowDesign.approverHint.${approverType}`)}</Text>
      )}
      <Field label={t('flowDesign.props.approvalMode')}>
        <RadioGroup
          value={approvalMode}
          onChange={(_, data) => {
            if (isOneOf<ApprovalMode>(APPROVAL_MODES, data.value))
              commands.patch(element, approvalModePatch(data.value));
          }}
        >
          {APPROVAL_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={t(`flowDesign.approvalMode.${mode}`)} />
          ))}
        </RadioGroup>
      </Field>
    </>
  );
}
