import type { WidgetKind } from '../../../../../shared/forms';

/** The field properties the panel offers (spec §2 "Field properties"), beyond identifier and title. */
export type PropertyName =
  | 'width'
  | 'placeholder'
  | 'layout'
  | 'min'
  | 'max'
  | 'step'
  | 'multiple'
  | 'filterable'
  | 'options'
  | 'remoteOnly'
  | 'defaultValue'
  | 'maxlength'
  | 'showWordLimit'
  | 'showPassword'
  | 'dateType'
  | 'isRange'
  | 'timestamp'
  | 'format'
  | 'imageUpload'
  | 'fileUpload'
  | 'grid'
  | 'readonly'
  | 'disabled'
  | 'editable'
  | 'clearable'
  | 'required'
  | 'dataType'
  | 'pattern';

const RULES: readonly PropertyName[] = ['required', 'dataType', 'pattern'];
const CHOICE: readonly PropertyName[] = ['width', 'layout', 'options', 'defaultValue', 'disabled', 'required'];

/** Which properties apply to each kind, as the original designer's panel showed them. */
const KIND_PROPERTIES: Record<WidgetKind, readonly PropertyName[]> = {
  input: ['width', 'placeholder', 'defaultValue', 'maxlength', 'showWordLimit', 'showPassword', 'disabled', ...RULES],
  textarea: ['width', 'placeholder', 'defaultValue', 'maxlength', 'showWordLimit', 'disabled', ...RULES],
  number: ['width', 'min', 'max', 'step', 'defaultValue', 'disabled', 'required'],
  radio: CHOICE,
  checkbox: CHOICE,
  time: [
    'width',
    'placeholder',
    'isRange',
    'defaultValue',
    'format',
    'readonly',
    'disabled',
    'editable',
    'clearable',
    'required',
  ],
  date: [
    'width',
    'placeholder',
    'dateType',
    'timestamp',
    'defaultValue',
    'format',
    'readonly',
    'disabled',
    'editable',
    'clearable',
    'required',
  ],
  select: [
    'width',
    'placeholder',
    'multiple',
    'filterable',
    'options',
    'defaultValue',
    'disabled',
    'clearable',
    'required',
  ],
  switch: ['defaultValue', 'disabled', 'required'],
  text: ['defaultValue'],
  grid: ['grid'],
  rate: ['max', 'defaultValue', 'disabled', 'required'],
  color: ['defaultValue', 'disabled', 'required'],
  slider: ['width', 'min', 'max', 'step', 'defaultValue', 'disabled', 'required'],
  fileupload: ['width', 'fileUpload', 'disabled', 'required'],
  imgupload: ['width', 'multiple', 'imageUpload', 'disabled', 'required'],
  editor: ['width', 'defaultValue', 'disabled', 'required'],
  cascader: ['width', 'placeholder', 'remoteOnly', 'clearable', 'disabled', 'required'],
  table: ['width', 'disabled', 'required'],
  tabs: [],
  divider: [],
  blank: [],
};

export function propertiesOf(kind: WidgetKind): ReadonlySet<PropertyName> {
  return new Set(KIND_PROPERTIES[kind]);
}
