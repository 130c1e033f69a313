import type { FlowModel } from '../../../shared/api/flowModels';
import { type FormModel, FormModelSchema } from '../../../shared/forms';

/**
 * The form of a model as the form designer edits it. The model's key and name are the form's (the server
 * saves them so); a stored form that no longer reads is replaced by an empty one, and the page says so.
 */
export function designForm(model: Pick<FlowModel, 'form' | 'modelKey' | 'name'>): {
  form: FormModel;
  isUnreadable: boolean;
} {
  const identity = { modelKey: model.modelKey, name: model.name };
  const parsed = FormModelSchema.safeParse({ ...model.form, ...identity });
  if (parsed.success) return { form: parsed.data, isUnreadable: false };
  return { form: FormModelSchema.parse({ ...identity, list: [] }), isUnreadable: true };
}
