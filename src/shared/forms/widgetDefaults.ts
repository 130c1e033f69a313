import {
  DATE_FORMAT_DEFAULT,
  FILE_COUNT_DEFAULT,
  GRID_GUTTER_DEFAULT,
  IMAGE_COUNT_DEFAULT,
  RATE_MAX_DEFAULT,
  TIME_DEFAULT,
  TIME_FORMAT_DEFAULT,
} from './designerRules';
import type { WidgetKind } from './widgetKinds';
import type { OptionItem, WidgetOptions } from './widgetSchema';

/** The three options a new radio, checkbox or select starts with. */
const startOptions = (label: (n: number) => string): OptionItem[] =>
  [1, 2, 3].map((n) => ({ value: label(n), label: label(n) }));

const optionProps = { value: 'value', label: 'label' };

/** The options a widget of each kind starts with in the designer; a fresh object every call. */
export function defaultOptions(kind: WidgetKind, optionLabel: (n: number) => string): WidgetOptions {
  switch (kind) {
    case 'input':
      return {
        width: '100%',
        defaultValue: '',
        required: false,
        dataType: 'string',
        pattern: '',
        placeholder: '',
        disabled: false,
        showWordLimit: false,
        showPassword: false,
      };
    case 'textarea':
      return { width: '100%', defaultValue: '', required: false, pattern: '', placeholder: '', disabled: false };
    case 'number':
      return { width: '', defaultValue: 0, required: false, step: 1, disabled: false };
    case 'radio':
    case 'checkbox':
      return {
        inline: false,
        defaultValue: kind === 'checkbox' ? [] : '',
        showLabel: false,
        options: startOptions(optionLabel),
        required: false,
        width: '',
        remote: false,
        remoteOptions: [],
        props: { ...optionProps },
        remoteFunc: '',
        disabled: false,
      };
    case 'time':
      return {
        defaultValue: TIME_DEFAULT,
        readonly: false,
        disabled: false,
        editable: true,
        clearable: true,
        placeholder: '',
        isRange: false,
        arrowControl: true,
        format: TIME_FORMAT_DEFAULT,
        required: false,
        width: '',
      };
    case 'date':
      return {
        defaultValue: '',
        readonly: false,
        disabled: false,
        editable: true,
        clearable: true,
        placeholder: '',
        type: 'date',
        format: DATE_FORMAT_DEFAULT,
        timestamp: false,
        required: false,
        width: '',
      };
    case 'select':
      return {
        defaultValue: '',
        multiple: false,
        disabled: false,
        clearable: false,
        placeholder: '',
        required: false,
        showLabel: false,
        width: '',
        options: startOptions(optionLabel),
        remote: false,
        filterable: false,
        remoteOptions: [],
        props: { ...optionProps },
        remoteFunc: '',
      };
    case 'switch':
      return { defaultValue: false, required: false, disabled: false };
    case 'text':
      return { defaultValue: '' };
    case 'grid':
      return { gutter: GRID_GUTTER_DEFAULT, justify: 'start', align: 'top' };
    case 'rate':
      return { defaultValue: null, max: RATE_MAX_DEFAULT, disabled: false, required: false };
    case 'color':
      return { defaultValue: '', disabled: false, required: false };
    case 'slider':
      return { defaultValue: 0, disabled: false, required: false, min: 0, max: 100, step: 1, width: '' };
    case 'fileupload':
      return { defaultValue: [], width: '', disabled: false, required: false, length: FILE_COUNT_DEFAULT, action: '' };
    case 'imgupload':
      return {
        defaultValue: [],
        size: { width: 100, height: 100 },
        width: '',
        tokenFunc: '',
        domain: '',
        disabled: false,
        required: false,
        length: IMAGE_COUNT_DEFAULT,
        multiple: false,
        isQiniu: false,
        action: '',
      };
    case 'editor':
      return { defaultValue: '', width: '', required: false, disabled: false };
    case 'cascader':
      return {
        defaultValue: [],
        width: '',
        placeholder: '',
        disabled: false,
        clearable: false,
        required: false,
        remote: true,
        remoteOptions: [],
        props: { ...optionProps, children: 'children' },
        remoteFunc: '',
      };
    case 'table':
      return { defaultValue: [], width: '', required: false, disabled: false };
    case 'blank':
    case 'tabs':
    case 'divider':
      return {};
  }
}
