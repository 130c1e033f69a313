import { isListValue, RATE_MAX_DEFAULT, type Widget, type WidgetKind } from '../../../../shared/forms';
import { choicesOf } from '../components/controls/choices';
import { nativeKindOfDate } from '../components/controls/dateText';
import { gridColumnStyle, gridRowStyle } from '../components/gridGeometry';
import { type JsxContext, type JsxWriter, jsxWriterOf } from './jsxWriter';
import { commentText, jsLiteral, jsString, jsxElement, jsxText, jsxTextAttr } from './sourceText';

const NATIVE_TYPES = { year: 'number', month: 'month', date: 'date', datetime: 'datetime-local', time: 'time' };

const styleAttr = (style: object) => `style={${jsLiteral(style)}}`;

function textBoxJsx(w: JsxWriter): string[] {
  const tag = w.widget.type === 'input' ? 'Input' : 'Textarea';
  w.use(tag);
  const { options } = w;
  return w.field(
    jsxElement(tag, [
      ...(options.showPassword ? ['type="password"'] : []),
      `value={${w.value}}`,
      ...w.placeholder,
      ...(options.maxlength !== undefined ? [`maxLength={${options.maxlength}}`] : []),
      ...w.flags,
      w.onChange('data.value'),
    ]),
  );
}

function numberJsx(w: JsxWriter): string[] {
  w.use('SpinButton');
  const bounds = (['min', 'max'] as const).flatMap((bound) =>
    w.options[bound] !== undefined ? [`${bound}={${w.options[bound]}}`] : [],
  );
  return w.field(
    jsxElement('SpinButton', [
      `value={${w.value}}`,
      ...bounds,
      `step={${w.options.step || 1}}`,
      ...w.flags,
      w.onChange('data.value ?? (data.displayValue ? Number(data.displayValue) : null)'),
    ]),
  );
}

function radioJsx(w: JsxWriter): string[] {
  w.use('RadioGroup', 'Radio');
  const radios = choicesOf(w.widget).flatMap((choice) =>
    jsxElement('Radio', [jsxTextAttr('value', String(choice.value)), jsxTextAttr('label', choice.text)]),
  );
  const layout = w.options.inline ? ['layout="horizontal"'] : [];
  return w.field(
    jsxElement('RadioGroup', [...layout, `value={${w.value}}`, ...w.flags, w.onChange('data.value')], radios),
  );
}

/** A group of boxes is a fieldset: inside a Field every box would take the field's id and label. */
function checkboxJsx(w: JsxWriter): string[] {
  w.use('Checkbox');
  w.context.needsToggle = true;
  const boxes = choicesOf(w.widget).flatMap((choice) => {
    const item = jsString(String(choice.value));
    return jsxElement('Checkbox', [
      jsxTextAttr('label', choice.text),
      `checked={${w.value}.includes(${item})}`,
      ...w.flags,
      w.onChange(`toggle(${w.value}, ${item}, data.checked === true)`),
    ]);
  });
  const legend = `<legend>${jsxText(w.widget.name)}${w.isRequired ? ' *' : ''}</legend>`;
  return jsxElement('fieldset', [], [legend, ...boxes]);
}

function selectJsx(w: JsxWriter): string[] {
  w.use('Dropdown', 'Option');
  const isMultiple = isListValue(w.widget);
  const items = choicesOf(w.widget).flatMap((choice) =>
    jsxElement('Option', [jsxTextAttr('value', String(choice.value))], [jsxText(choice.text)]),
  );
  const picked = isMultiple ? 'data.selectedOptions' : "data.optionValue ?? ''";
  const attributes = [
    ...(isMultiple ? ['multiselect'] : []),
    ...w.placeholder,
    ...(w.options.clearable ? ['clearable'] : []),
    `selectedOptions={${isMultiple ? w.value : `[${w.value}]`}}`,
    ...w.flags,
    `onOptionSelect={(_, data) => ${w.set(picked)}}`,
  ];
  return w.field(jsxElement('Dropdown', attributes, items));
}

function switchJsx(w: JsxWriter): string[] {
  w.use('Switch');
  return w.field(jsxElement('Switch', [`checked={${w.value}}`, ...w.flags, w.onChange('data.checked')]));
}

/** Dates and times on the browser's inputs, holding the inputs' own text. */
function dateTimeJsx(w: JsxWriter): string[] {
  const { widget, options, value } = w;
  const kind = widget.type === 'time' ? 'time' : nativeKindOfDate(options.type);
  const type = NATIVE_TYPES[kind];
  const input = (inputValue: string, next: string, extra: string[] = []) => {
    w.use('Input');
    const step = type === 'time' || type === 'datetime-local' ? ['step={1}'] : [];
    return jsxElement('Input', [
      `type="${type}"`,
      ...step,
      `value={${inputValue}}`,
      ...extra,
      ...w.flags,
      w.onChange(next),
    ]);
  };
  if (widget.type === 'date' && options.type === 'dates') {
    return w.field(input("''", `data.value ? [...${value}, data.value] : ${value}`));
  }
  if (isListValue(widget)) {
    const endLabel = jsxTextAttr('aria-label', w.context.texts.rangeEnd(widget.name));
    const start = input(`${value}[0] ?? ''`, `[data.value, ${value}[1] ?? '']`);
    const end = input(`${value}[1] ?? ''`, `[${value}[0] ?? '', data.value]`, [endLabel]);
    return w.field(jsxElement('div', [styleAttr({ display: 'flex', gap: 8 })], [...start, ...end]));
  }
  const year = kind === 'year' ? ['min={1000}', 'max={9999}'] : [];
  return w.field(input(value, 'data.value', [...w.placeholder, ...year]));
}

function rateJsx(w: JsxWriter): string[] {
  w.use('Rating');
  return w.field(
    jsxElement('Rating', [
      jsxTextAttr('aria-label', w.widget.name),
      `value={${w.value} ?? 0}`,
      `max={${w.options.max ?? RATE_MAX_DEFAULT}}`,
      w.onChange('data.value'),
    ]),
  );
}

function sliderJsx(w: JsxWriter): string[] {
  w.use('Slider');
  const min = w.options.min ?? 0;
  return w.field(
    jsxElement('Slider', [
      `min={${min}}`,
      `max={${w.options.max ?? 100}}`,
      `step={${w.options.step || 1}}`,
      `value={${w.value} ?? ${min}}`,
      ...w.flags,
      w.onChange('data.value'),
    ]),
  );
}

/** Fluent has no colour input that edits text: the browser's, given the field's id and label. */
function colorJsx(w: JsxWriter): string[] {
  const change = `onChange={(event) => ${w.set('event.target.value')}}`;
  return w.field([
    `{(fieldProps) => <input {...fieldProps} type="color" value={${w.value} || '#000000'} ${change} />}`,
  ]);
}

function staticTextJsx(w: JsxWriter): string[] {
  w.use('Text');
  const text = String(w.options.defaultValue ?? '');
  return w.field(jsxElement('Text', [], text ? [jsxText(text)] : []));
}

function dividerJsx(w: JsxWriter): string[] {
  w.use('Divider');
  return jsxElement('Divider', [], w.widget.name ? [jsxText(w.widget.name)] : []);
}

function gridJsx(w: JsxWriter): string[] {
  const columns = (w.widget.columns ?? []).flatMap((column) =>
    jsxElement(
      'div',
      [styleAttr(gridColumnStyle(column.span, w.options))],
      column.list.flatMap((child) => widgetJsx(child, w.context)),
    ),
  );
  return jsxElement('div', [styleAttr(gridRowStyle(w.options))], columns);
}

const KIND_JSX: Partial<Record<WidgetKind, (w: JsxWriter) => string[]>> = {
  input: textBoxJsx,
  textarea: textBoxJsx,
  number: numberJsx,
  radio: radioJsx,
  checkbox: checkboxJsx,
  select: selectJsx,
  switch: switchJsx,
  time: dateTimeJsx,
  date: dateTimeJsx,
  rate: rateJsx,
  slider: sliderJsx,
  color: colorJsx,
  text: staticTextJsx,
  divider: dividerJsx,
  blank: () => ['<div />'],
  grid: gridJsx,
};

/** The JSX of one widget: a Fluent field, static text, a grid of more widgets, a divider or a note. */
export function widgetJsx(widget: Widget, context: JsxContext): string[] {
  const write = KIND_JSX[widget.type];
  if (write) return write(jsxWriterOf(widget, context));
  return [`{/* ${commentText(`${widget.name} (${widget.model}): ${widget.type} is not generated`)} */}`];
}
