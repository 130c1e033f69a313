import { ResponseCode } from '../../../../shared/codes';
import {
  buildFormDataSchema,
  type FormModel,
  FormModelSchema,
  type FormValues,
  formFields,
} from '../../../../shared/forms';
import type { Lang } from '../../../../shared/messages';
import { parseMsgRef } from '../../../../shared/rules/validation';
import { AppError } from '../../../errors/appError';
import { isMessageKey, renderRef } from '../../../http/i18n';
import { oneStepModelXml, parseFlowDefinition } from '../definition';
import type { FlowDefinition } from '../definition/types';

/** A refusal carrying a message reference as the answer's message, under the field it concerns. */
function refusal(field: string, ref: string): AppError {
  const { key, params } = parseMsgRef(ref);
  if (!isMessageKey(key)) return new AppError(ResponseCode.badRequest, 'fieldInvalid', { field }, { data: { field } });
  return new AppError(ResponseCode.badRequest, key, params, { data: { field } });
}

export function emptyForm(modelKey: string, name: string): FormModel {
  return FormModelSchema.parse({ modelKey, name, list: [] });
}

/** A new model's diagram: one step decided by the applicant's department supervisor. */
export function startingDiagram(modelKey: string, name: string): string {
  return oneStepModelXml({ modelKey, name, approverType: 'deptSupervisor' });
}

/**
 * Checks a design before it is saved or deployed: the form against the designer's rules (its key and name are
 * the model's), then the diagram against the supported elements, with conditions and form-field approvers
 * naming only the form's fields. Every diagram problem is listed, in the caller's language.
 */
export async function checkDesign(
  lang: Lang,
  design: { modelKey: string; name: string; form: Record<string, unknown>; bpmnXml: string },
): Promise<{ form: FormModel; definition: FlowDefinition }> {
  const parsedForm = FormModelSchema.safeParse({ ...design.form, modelKey: design.modelKey, name: design.name });
  if (!parsedForm.success) {
    const [issue] = parsedForm.error.issues;
    throw refusal('form', issue?.message ?? 'formNotModel');
  }
  const form = parsedForm.data;
  const result = await parseFlowDefinition(design.bpmnXml, {
    modelKey: design.modelKey,
    formFields: formFields(form).map((field) => field.model),
  });
  if (!result.ok) {
    const problems = result.problems.map((ref) => renderRef(ref, lang) ?? ref);
    throw new AppError(
      ResponseCode.flowDiagramInvalid,
      'flowDiagramInvalid',
      { detail: problems.join(lang === 'zh' ? '；' : '; ') },
      { data: { field: 'bpmnXml', problems } },
    );
  }
  return { form, definition: result.definition };
}

/** Submitted form data checked against the version's own form: a tampered field is refused with its message. */
export function checkFormData(formJson: Record<string, unknown>, data: Record<string, unknown>): FormValues {
  const form = FormModelSchema.parse(formJson);
  const checked = buildFormDataSchema(form).safeParse(data);
  if (checked.success) return checked.data;
  const [issue] = checked.error.issues;
  throw refusal(String(issue?.path[0] ?? 'formData'), issue?.message ?? 'formDataInvalid');
}
