import { buildFormDataSchema, type FormModel, type FormValues } from '../../../shared/forms';
import { type FormErrors, schemaErrors } from '../../data/formErrors';

/**
 * Checks a form's data with the schema the server checks a submission with (src/shared/forms): the first
 * message of each field, rendered in the user's language, under its field name ('' for the data as a whole);
 * {} when it passes. When it does not, the caller says 表单数据校验失败: t('msg.formDataInvalid').
 * The form must have passed FormModelSchema (a pattern that is not a regular expression throws).
 */
export function validateFormData(form: Pick<FormModel, 'list'>, value: FormValues): FormErrors {
  return schemaErrors(buildFormDataSchema(form), value);
}
