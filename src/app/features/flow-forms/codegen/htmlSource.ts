import type { FormModel } from '../../../../shared/forms';
import { type CodegenTexts, ENGLISH_CODEGEN_TEXTS } from './codegenTexts';
import { widgetHtml } from './htmlControls';
import { escapeHtml, htmlAttr, indent } from './sourceText';

const FORM_CLASS = 'gatehouse-form';

/** The few rules that lay the form out as its form properties say: label beside (left or right) or above. */
function formCss(form: FormModel): string[] {
  const { labelPosition, labelWidth } = form.config;
  const field =
    labelPosition === 'top'
      ? 'display: flex; flex-direction: column; gap: 4px;'
      : `display: grid; grid-template-columns: ${labelWidth}px 1fr; gap: 4px 12px; align-items: start;`;
  return [
    '<style>',
    `  .${FORM_CLASS} { display: flex; flex-direction: column; gap: 12px; }`,
    `  .${FORM_CLASS} .field { ${field} border: 0; margin: 0; padding: 0; }`,
    `  .${FORM_CLASS} .field > label, .${FORM_CLASS} .field > legend, .${FORM_CLASS} .label { text-align: ${labelPosition === 'top' ? 'left' : labelPosition}; }`,
    `  .${FORM_CLASS} .required { color: #d13438; }`,
    '</style>',
  ];
}

/**
 * Plain HTML of the form: a <form> of labelled controls (choices in a fieldset with a legend), laid out by
 * a short style block. The counterpart of the original designer's "HTML" tab.
 */
export function formToHtml(form: FormModel, texts: CodegenTexts = ENGLISH_CODEGEN_TEXTS): string {
  const body = form.list.flatMap((widget) => widgetHtml(widget, texts));
  const lines = [
    ...formCss(form),
    `<form class="${FORM_CLASS}" ${htmlAttr('aria-label', form.name)}>`,
    ...indent(body),
    `  <button type="submit">${escapeHtml(texts.submit)}</button>`,
    '</form>',
    '',
  ];
  return lines.join('\n');
}
