import { formFields, type Widget, type WidgetOptions } from '../../../../shared/forms';
import type { CodegenTexts } from './codegenTexts';
import { jsString, jsxElement, jsxTextAttr, propAccess } from './sourceText';

/** What writing the JSX of a form collects: the Fluent components it uses and the helpers it needs. */
export interface JsxContext {
  imports: Set<string>;
  needsToggle: boolean;
  isBeside: boolean;
  texts: CodegenTexts;
}

/** The pieces the JSX of one widget is written with. */
export interface JsxWriter {
  widget: Widget;
  options: WidgetOptions;
  context: JsxContext;
  /** The expression of the field's value: `values.reason`. */
  value: string;
  /** An expression that sets the field's value: `set('reason', next)`. */
  set: (next: string) => string;
  /** A Fluent onChange attribute that sets the field's value. */
  onChange: (next: string) => string;
  /** disabled and readOnly, as the options say. */
  flags: string[];
  placeholder: string[];
  isRequired: boolean;
  use: (...components: string[]) => void;
  /** The control inside a Field labelled by the widget's title. */
  field: (control: string[]) => string[];
}

export function jsxWriterOf(widget: Widget, context: JsxContext): JsxWriter {
  const { options } = widget;
  const use = (...components: string[]) => {
    for (const component of components) context.imports.add(component);
  };
  const set = (next: string) => `set(${jsString(widget.model)}, ${next})`;
  const isRequired = formFields({ list: [widget] }).find((field) => field.widget === widget)?.required ?? false;
  return {
    widget,
    options,
    context,
    value: propAccess('values', widget.model),
    set,
    onChange: (next) => `onChange={(_, data) => ${set(next)}}`,
    flags: [...(options.disabled ? ['disabled'] : []), ...(options.readonly ? ['readOnly'] : [])],
    placeholder: options.placeholder ? [jsxTextAttr('placeholder', options.placeholder)] : [],
    isRequired,
    use,
    field: (control) => {
      use('Field');
      const attributes = [
        jsxTextAttr('label', widget.name),
        ...(isRequired ? ['required'] : []),
        ...(context.isBeside ? ['orientation="horizontal"'] : []),
      ];
      return jsxElement('Field', attributes, control);
    },
  };
}
