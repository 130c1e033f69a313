import { defaultFormData, type FormValue, formFields, type Widget, type WidgetOptions } from '../../../../shared/forms';
import type { CodegenTexts } from './codegenTexts';
import { initialValueOf } from './generatedValues';
import { escapeHtml, htmlAttr, htmlElement } from './sourceText';

const REQUIRED_MARK = '<span class="required" aria-hidden="true">*</span>';

/** The pieces the HTML of one widget is written with. */
export interface HtmlWriter {
  widget: Widget;
  options: WidgetOptions;
  texts: CodegenTexts;
  /** The default value, as the browser's controls hold it. */
  initial: FormValue;
  /** The default as text values, to tick and select options by. */
  chosen: string[];
  /** required, disabled and readonly, as the widget says. */
  flags: string[];
  placeholder: string[];
  /** The title, escaped, with the required mark. */
  title: string;
  /** The control in a field div, labelled by the title for the control of this id. */
  labelled: (control: string[], id?: string) => string[];
  /** An <input> of the field (its name), with an id (the field name unless given). */
  input: (type: string, value: FormValue, extra?: string[], id?: string) => string[];
}

export function htmlWriterOf(widget: Widget, texts: CodegenTexts): HtmlWriter {
  const { options, model } = widget;
  const isRequired = formFields({ list: [widget] }).find((field) => field.widget === widget)?.required ?? false;
  const initial = initialValueOf(widget, defaultFormData({ list: [widget] })[model]);
  const flags = [
    ...(isRequired ? ['required'] : []),
    ...(options.disabled ? ['disabled'] : []),
    ...(options.readonly ? ['readonly'] : []),
  ];
  const title = `${escapeHtml(widget.name)}${isRequired ? ` ${REQUIRED_MARK}` : ''}`;
  return {
    widget,
    options,
    texts,
    initial,
    chosen: Array.isArray(initial) ? initial.map(String) : [String(initial ?? '')],
    flags,
    placeholder: options.placeholder ? [htmlAttr('placeholder', options.placeholder)] : [],
    title,
    labelled: (control, id = model) =>
      htmlElement('div', ['class="field"'], [`<label ${htmlAttr('for', id)}>${title}</label>`, ...control]),
    input: (type, value, extra = [], id = model) =>
      htmlElement('input', [
        htmlAttr('id', id),
        htmlAttr('name', model),
        htmlAttr('type', type),
        htmlAttr('value', typeof value === 'object' ? '' : String(value ?? '')),
        ...extra,
        ...flags,
      ]),
  };
}
