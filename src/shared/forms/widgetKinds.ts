/** The widget kinds a form model holds (spec §2 "Form designer") and what each kind's value is like. */

/** The designer's palette of basic fields. */
export const BASIC_KINDS = [
  'input',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'time',
  'date',
  'select',
  'switch',
  'text',
] as const;
/** The palette's layout: a grid of columns, each holding its own widget list. */
export const LAYOUT_KINDS = ['grid'] as const;
/** Kinds the widget library knows beyond the palette; an imported model may hold them. */
export const OTHER_KINDS = [
  'rate',
  'color',
  'slider',
  'blank',
  'fileupload',
  'imgupload',
  'editor',
  'cascader',
  'table',
  'tabs',
  'divider',
] as const;

export const WIDGET_KINDS = [...BASIC_KINDS, ...LAYOUT_KINDS, ...OTHER_KINDS] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** Kinds that show or arrange things but hold no value of their own: no field in the submitted data. */
const NO_VALUE_KINDS: ReadonlySet<WidgetKind> = new Set<WidgetKind>(['text', 'grid', 'tabs', 'divider', 'blank']);
/** Kinds whose value is one of a static or remote list of options. */
const OPTION_KINDS: ReadonlySet<WidgetKind> = new Set<WidgetKind>(['radio', 'checkbox', 'select']);
/** Kinds with a `multiple` switch. */
const MULTIPLE_KINDS: ReadonlySet<WidgetKind> = new Set<WidgetKind>(['select', 'imgupload']);
/** Kinds whose value is always a list, whatever their options say. */
const LIST_KINDS: ReadonlySet<WidgetKind> = new Set<WidgetKind>([
  'checkbox',
  'cascader',
  'fileupload',
  'imgupload',
  'table',
]);
/** Free-text kinds: the ones a data type, a pattern and a maximum length apply to. */
const TEXT_KINDS: ReadonlySet<WidgetKind> = new Set<WidgetKind>(['input', 'textarea']);

export function isWidgetKind(kind: string): kind is WidgetKind {
  return (WIDGET_KINDS as readonly string[]).includes(kind);
}

export const holdsValue = (kind: WidgetKind): boolean => !NO_VALUE_KINDS.has(kind);
export const takesOptions = (kind: WidgetKind): boolean => OPTION_KINDS.has(kind);
export const canBeMultiple = (kind: WidgetKind): boolean => MULTIPLE_KINDS.has(kind);
export const isListKind = (kind: WidgetKind): boolean => LIST_KINDS.has(kind);
export const isTextKind = (kind: WidgetKind): boolean => TEXT_KINDS.has(kind);

/** Whether `multiple` changes the value between one item and a list (a select); an upload is a list either way. */
export const multipleShapesValue = (kind: WidgetKind): boolean => canBeMultiple(kind) && !isListKind(kind);
