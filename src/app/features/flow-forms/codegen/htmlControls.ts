import { isListValue, RATE_MAX_DEFAULT, type Widget, type WidgetKind } from '../../../../shared/forms';
import { choicesOf } from '../components/controls/choices';
import { nativeKindOfDate } from '../components/controls/dateText';
import { gridColumnStyle, gridRowStyle } from '../components/gridGeometry';
import type { CodegenTexts } from './codegenTexts';
import { type HtmlWriter, htmlWriterOf } from './htmlWriter';
import { cssText, escapeHtml, htmlAttr, htmlCommentText, htmlElement } from './sourceText';

const NATIVE_TYPES = { year: 'number', month: 'month', date: 'date', datetime: 'datetime-local', time: 'time' };

const maxlengthOf = (h: HtmlWriter) =>
  h.options.maxlength !== undefined ? [htmlAttr('maxlength', h.options.maxlength)] : [];

function inputHtml(h: HtmlWriter): string[] {
  return h.labelled(
    h.input(h.options.showPassword ? 'password' : 'text', h.initial, [...h.placeholder, ...maxlengthOf(h)]),
  );
}

function textareaHtml(h: HtmlWriter): string[] {
  const { model } = h.widget;
  const attributes = [htmlAttr('id', model), htmlAttr('name', model), ...h.placeholder, ...maxlengthOf(h), ...h.flags];
  return h.labelled([`<textarea ${attributes.join(' ')}>${escapeHtml(String(h.initial ?? ''))}</textarea>`]);
}

/** A number, a rating (0 to its maximum) or a slider (a range input). */
function numberHtml(h: HtmlWriter): string[] {
  const { type } = h.widget;
  const { options } = h;
  const bounds =
    type === 'rate'
      ? { min: 0, max: options.max ?? RATE_MAX_DEFAULT, step: 1 }
      : type === 'slider'
        ? { min: options.min ?? 0, max: options.max ?? 100, step: options.step || 1 }
        : { min: options.min, max: options.max, step: options.step || 1 };
  const attributes = Object.entries(bounds).flatMap(([name, bound]) =>
    bound === undefined ? [] : [htmlAttr(name, bound)],
  );
  return h.labelled(h.input(type === 'slider' ? 'range' : 'number', h.initial, attributes));
}

/** Radios or checkboxes in a fieldset, its legend the title. */
function choiceGroupHtml(h: HtmlWriter): string[] {
  const { type, model } = h.widget;
  const items = choicesOf(h.widget).map((choice) => {
    const checked = h.chosen.includes(String(choice.value)) ? ' checked' : '';
    const attributes = [
      htmlAttr('type', type),
      htmlAttr('name', model),
      htmlAttr('value', String(choice.value)),
      ...h.flags,
    ];
    return `<label><input ${attributes.join(' ')}${checked} /> ${escapeHtml(choice.text)}</label>`;
  });
  return htmlElement('fieldset', ['class="field"'], [`<legend>${h.title}</legend>`, ...items]);
}

function selectHtml(h: HtmlWriter): string[] {
  const { model } = h.widget;
  const isMultiple = isListValue(h.widget);
  const placeholder = h.options.placeholder;
  const prompt = !isMultiple && placeholder ? [`<option value="">${escapeHtml(placeholder)}</option>`] : [];
  const items = choicesOf(h.widget).map((choice) => {
    const selected = h.chosen.includes(String(choice.value)) ? ' selected' : '';
    return `<option ${htmlAttr('value', String(choice.value))}${selected}>${escapeHtml(choice.text)}</option>`;
  });
  const attributes = [htmlAttr('id', model), htmlAttr('name', model), ...(isMultiple ? ['multiple'] : []), ...h.flags];
  return h.labelled(htmlElement('select', attributes, [...prompt, ...items]));
}

function switchHtml(h: HtmlWriter): string[] {
  const { model } = h.widget;
  const attributes = [htmlAttr('id', model), htmlAttr('name', model), 'type="checkbox"', 'role="switch"', ...h.flags];
  return h.labelled([`<input ${attributes.join(' ')}${h.initial === true ? ' checked' : ''} />`]);
}

/** Dates and times on the browser's inputs; several dates in one text box, a range in two inputs. */
function dateTimeHtml(h: HtmlWriter): string[] {
  const { widget, options, initial } = h;
  const kind = widget.type === 'time' ? 'time' : nativeKindOfDate(options.type);
  const type = NATIVE_TYPES[kind];
  const step = kind === 'time' || kind === 'datetime' ? [htmlAttr('step', 1)] : [];
  if (widget.type === 'date' && options.type === 'dates') {
    return h.labelled(h.input('text', Array.isArray(initial) ? initial.join(', ') : '', h.placeholder));
  }
  if (isListValue(widget)) {
    const [start = '', end = ''] = Array.isArray(initial) ? initial : [];
    const endLabel = htmlAttr('aria-label', h.texts.rangeEnd(widget.name));
    const inputs = [
      ...h.input(type, start, step, `${widget.model}-start`),
      ...h.input(type, end, [...step, endLabel], `${widget.model}-end`),
    ];
    return h.labelled(inputs, `${widget.model}-start`);
  }
  const year = kind === 'year' ? [htmlAttr('min', 1000), htmlAttr('max', 9999)] : [];
  return h.labelled(h.input(type, initial, [...step, ...year, ...h.placeholder]));
}

function colorHtml(h: HtmlWriter): string[] {
  return h.labelled(h.input('color', typeof h.initial === 'string' && h.initial ? h.initial : '#000000'));
}

function staticTextHtml(h: HtmlWriter): string[] {
  return htmlElement(
    'div',
    ['class="field"'],
    [
      `<span class="label">${escapeHtml(h.widget.name)}</span>`,
      `<p>${escapeHtml(String(h.options.defaultValue ?? ''))}</p>`,
    ],
  );
}

function dividerHtml(h: HtmlWriter): string[] {
  return h.widget.name ? [`<p class="divider">${escapeHtml(h.widget.name)}</p>`, '<hr />'] : ['<hr />'];
}

function gridHtml(h: HtmlWriter): string[] {
  const columns = (h.widget.columns ?? []).flatMap((column) =>
    htmlElement(
      'div',
      [htmlAttr('style', cssText(gridColumnStyle(column.span, h.options)))],
      column.list.flatMap((child) => widgetHtml(child, h.texts)),
    ),
  );
  return htmlElement('div', ['class="row"', htmlAttr('style', cssText(gridRowStyle(h.options)))], columns);
}

const KIND_HTML: Partial<Record<WidgetKind, (h: HtmlWriter) => string[]>> = {
  input: inputHtml,
  textarea: textareaHtml,
  number: numberHtml,
  rate: numberHtml,
  slider: numberHtml,
  radio: choiceGroupHtml,
  checkbox: choiceGroupHtml,
  select: selectHtml,
  switch: switchHtml,
  time: dateTimeHtml,
  date: dateTimeHtml,
  color: colorHtml,
  text: staticTextHtml,
  divider: dividerHtml,
  blank: () => ['<div class="blank"></div>'],
  grid: gridHtml,
};

/** The HTML of one widget: a labelled control, a fieldset of choices, static text, a grid, a rule or a note. */
export function widgetHtml(widget: Widget, texts: CodegenTexts): string[] {
  const write = KIND_HTML[widget.type];
  if (write) return write(htmlWriterOf(widget, texts));
  return [`<!-- ${htmlCommentText(`${widget.name} (${widget.model}): ${widget.type} is not generated`)} -->`];
}
