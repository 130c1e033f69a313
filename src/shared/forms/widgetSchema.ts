import { z } from 'zod';
import { msgRef } from '../rules/validation';
import { DATA_TYPES, DATE_TYPES, GRID_ALIGN, GRID_JUSTIFY, GRID_SPAN_MAX } from './designerRules';
import { WIDGET_KINDS } from './widgetKinds';

/**
 * The shape of a widget (spec §3 "Widget"): types only. The rules that need the widget's title in their
 * message, or the whole form (unique field names), are checked by widgetChecks.ts once the shape holds.
 */

/** The failure of a property: missing, or of the wrong type or value. */
export const propertyError = (property: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined
      ? msgRef('formPropertyMissing', { property })
      : msgRef('formPropertyInvalid', { property }),
});

/** The failure of a check on a value of the right type. */
const invalid = (property: string) => ({ error: msgRef('formPropertyInvalid', { property }) });

const text = (property: string) => z.string(propertyError(property));
const flag = (property: string) => z.boolean(propertyError(property)).optional();

/**
 * The widget library leaves an unset choice or number as ''; it reads as unset. A preprocess rather than a
 * transform, so the schema still converts to JSON Schema for replies (the API docs).
 */
const unsettable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const count = (property: string) => z.number(propertyError(property)).int(invalid(property)).min(0, invalid(property));

const OptionValueSchema = z.union([z.string(), z.number()], propertyError('options.value'));

export const OptionItemSchema = z.object({
  value: OptionValueSchema,
  label: text('options.label').optional(),
});
export type OptionItem = z.output<typeof OptionItemSchema>;

/** An option of a remote list or a cascader's tree. */
export interface RemoteOption {
  value: string | number;
  label?: string | undefined;
  children?: RemoteOption[] | undefined;
}
export const RemoteOptionSchema: z.ZodType<RemoteOption> = z.object({
  value: OptionValueSchema,
  label: text('remoteOptions.label').optional(),
  get children() {
    return z.array(RemoteOptionSchema, propertyError('remoteOptions.children')).optional();
  },
});

export const WidgetOptionsSchema = z.object({
  width: text('width').optional(),
  defaultValue: z.json(propertyError('defaultValue')).optional(),
  required: flag('required'),
  dataType: unsettable(z.enum(DATA_TYPES, propertyError('dataType'))),
  pattern: text('pattern').optional(),
  placeholder: text('placeholder').optional(),
  disabled: flag('disabled'),
  maxlength: unsettable(count('maxlength')),
  showWordLimit: flag('showWordLimit'),
  showPassword: flag('showPassword'),
  options: z.array(OptionItemSchema, propertyError('options')).optional(),
  remote: flag('remote'),
  remoteFunc: text('remoteFunc').optional(),
  remoteOptions: z.array(RemoteOptionSchema, propertyError('remoteOptions')).optional(),
  props: z
    .object(
      { value: text('props.value'), label: text('props.label'), children: text('props.children').optional() },
      propertyError('props'),
    )
    .optional(),
  showLabel: flag('showLabel'),
  inline: flag('inline'),
  multiple: flag('multiple'),
  filterable: flag('filterable'),
  min: unsettable(z.number(propertyError('min'))),
  max: unsettable(z.number(propertyError('max'))),
  step: unsettable(z.number(propertyError('step'))),
  readonly: flag('readonly'),
  editable: flag('editable'),
  clearable: flag('clearable'),
  isRange: flag('isRange'),
  arrowControl: flag('arrowControl'),
  format: text('format').optional(),
  timestamp: flag('timestamp'),
  isUseTime: flag('isUseTime'),
  type: unsettable(z.enum(DATE_TYPES, propertyError('type'))),
  size: z
    .object({ width: z.number(propertyError('size.width')), height: z.number(propertyError('size.height')) })
    .optional(),
  length: z.number(propertyError('length')).int(invalid('length')).min(1, invalid('length')).optional(),
  isQiniu: flag('isQiniu'),
  domain: text('domain').optional(),
  tokenFunc: text('tokenFunc').optional(),
  action: text('action').optional(),
  hide: flag('hide'),
  gutter: count('gutter').optional(),
  justify: z.enum(GRID_JUSTIFY, propertyError('justify')).optional(),
  align: z.enum(GRID_ALIGN, propertyError('align')).optional(),
});
export type WidgetOptions = z.output<typeof WidgetOptionsSchema>;

/** A validation rule as the widget library stores it beside the options it was derived from. */
export const WidgetRuleSchema = z.object({
  required: flag('rules.required'),
  type: unsettable(z.enum(DATA_TYPES, propertyError('rules.type'))),
  pattern: text('rules.pattern').optional(),
  message: text('rules.message'),
});
export type WidgetRule = z.output<typeof WidgetRuleSchema>;

export const WidgetSchema = z.object({
  type: z.enum(WIDGET_KINDS, {
    error: (issue) =>
      issue.input === undefined
        ? msgRef('formPropertyMissing', { property: 'type' })
        : msgRef('formWidgetTypeUnknown', { type: String(issue.input) }),
  }),
  key: text('key').min(1, invalid('key')),
  /** The field name: the key of this widget's value in the submitted data. */
  model: text('model'),
  /** The title: the label on the form and the name in its messages. */
  name: text('name'),
  options: WidgetOptionsSchema.prefault({}),
  rules: z.array(WidgetRuleSchema, propertyError('rules')).default([]),
  /** A grid's columns; no other kind has them. */
  get columns() {
    return z.array(GridColumnSchema, propertyError('columns')).optional();
  },
});

export const GridColumnSchema = z.object({
  span: z
    .number(propertyError('span'))
    .int(invalid('span'))
    .min(1, invalid('span'))
    .max(GRID_SPAN_MAX, invalid('span')),
  get list() {
    return z.array(WidgetSchema, propertyError('list'));
  },
});

export type Widget = z.output<typeof WidgetSchema>;
export type WidgetInput = z.input<typeof WidgetSchema>;
export type GridColumn = z.output<typeof GridColumnSchema>;
