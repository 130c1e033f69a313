import { z } from 'zod';
import { msgRef } from '../rules/validation';
import {
  FORM_SIZES,
  LABEL_POSITIONS,
  LABEL_WIDTH_DEFAULT,
  LABEL_WIDTH_MAX,
  LABEL_WIDTH_MIN,
  MODEL_KEY_MAX,
  MODEL_KEY_PATTERN,
  MODEL_KEY_PREFIX,
  MODEL_NAME_MAX,
} from './designerRules';
import { widgetProblems } from './widgetChecks';
import { propertyError, WidgetSchema } from './widgetSchema';

const labelWidthRange = { error: msgRef('formLabelWidthRange', { min: LABEL_WIDTH_MIN, max: LABEL_WIDTH_MAX }) };

export const FormConfigSchema = z.object({
  labelPosition: z.enum(LABEL_POSITIONS, propertyError('labelPosition')).default('right'),
  labelWidth: z
    .number(propertyError('labelWidth'))
    .min(LABEL_WIDTH_MIN, labelWidthRange)
    .max(LABEL_WIDTH_MAX, labelWidthRange)
    .default(LABEL_WIDTH_DEFAULT),
  size: z.enum(FORM_SIZES, propertyError('size')).default('small'),
});
export type FormConfig = z.output<typeof FormConfigSchema>;

export const ModelKeySchema = z
  .string({ error: (issue) => (issue.input === undefined ? msgRef('formModelKeyRequired') : msgRef('mustBeText')) })
  .min(1, { error: msgRef('formModelKeyRequired') })
  .max(MODEL_KEY_MAX, { error: msgRef('formModelKeyTooLong', { max: MODEL_KEY_MAX }) })
  .startsWith(MODEL_KEY_PREFIX, { error: msgRef('formModelKeyPrefix', { prefix: MODEL_KEY_PREFIX }) })
  .regex(MODEL_KEY_PATTERN, { error: msgRef('formModelKeyChars', { prefix: MODEL_KEY_PREFIX }) });

export const ModelNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? msgRef('formModelNameRequired') : msgRef('mustBeText')) })
  .trim()
  .min(1, { error: msgRef('formModelNameRequired') })
  .max(MODEL_NAME_MAX, { error: msgRef('formModelNameTooLong', { max: MODEL_NAME_MAX }) });

/**
 * A form model as the designer saves, imports and previews it (spec §3 "Form model"). The shape comes
 * first; the designer's rules (widgetChecks.ts) run once it holds, so each message names its widget.
 */
export const FormModelSchema = z
  .object(
    {
      id: z.number(propertyError('id')).int(propertyError('id')).positive(propertyError('id')).optional(),
      modelKey: ModelKeySchema,
      name: ModelNameSchema,
      list: z.array(WidgetSchema, propertyError('list')).default([]),
      config: FormConfigSchema.prefault({}),
    },
    { error: msgRef('formNotModel') },
  )
  .superRefine((form, ctx) => {
    for (const problem of widgetProblems(form.list)) {
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message, input: form });
    }
  });
export type FormModel = z.output<typeof FormModelSchema>;
export type FormModelInput = z.input<typeof FormModelSchema>;
