import { GRID_COLUMN_SPAN_DEFAULT } from './designerRules';
import { copyValue, toListValue, toSingleValue } from './valueShape';
import { defaultOptions } from './widgetDefaults';
import { canBeMultiple, multipleShapesValue, type WidgetKind } from './widgetKinds';
import type { Widget } from './widgetSchema';

/** Gives each new widget its suffix: the widget's key, and its field name after `${type}_`. */
export type WidgetIdSource = () => string;

/** Suffixes `${milliseconds}_${n}`, n counting up so two widgets made in one millisecond still differ. */
export function widgetIdSource(now: () => number = Date.now): WidgetIdSource {
  let count = 0;
  return () => {
    count += 1;
    return `${now()}_${count}`;
  };
}

const defaultIds = widgetIdSource();

export interface CreateWidgetOptions {
  newId?: WidgetIdSource;
  /** The title; the console passes the kind's name in the user's language. Defaults to the kind. */
  name?: string;
  /** The label of a new radio, checkbox or select's n-th starting option. */
  optionLabel?: (n: number) => string;
}

/** A widget of the kind with the designer's defaults (spec §9 "Designer"); a grid gets two columns of span 12. */
export function createWidget(kind: WidgetKind, options: CreateWidgetOptions = {}): Widget {
  const { newId = defaultIds, name = kind, optionLabel = (n: number) => `Option ${n}` } = options;
  const id = newId();
  const widget: Widget = {
    type: kind,
    key: id,
    model: `${kind}_${id}`,
    name,
    options: defaultOptions(kind, optionLabel),
    rules: [],
  };
  if (kind === 'grid') {
    widget.columns = [
      { span: GRID_COLUMN_SPAN_DEFAULT, list: [] },
      { span: GRID_COLUMN_SPAN_DEFAULT, list: [] },
    ];
  }
  return widget;
}

/** A deep copy with a new key and field name, and so for every widget in its grid columns. */
export function cloneWidget(widget: Widget, newId: WidgetIdSource = defaultIds): Widget {
  const id = newId();
  const copy: Widget = {
    ...widget,
    key: id,
    model: `${widget.type}_${id}`,
    options: copyValue(widget.options),
    rules: widget.rules.map((rule) => ({ ...rule })),
  };
  if (widget.columns) {
    copy.columns = widget.columns.map((column) => ({
      span: column.span,
      list: column.list.map((child) => cloneWidget(child, newId)),
    }));
  }
  return copy;
}

/**
 * Turns `multiple` on or off. For a select the default value follows (spec §2): one value becomes [value]
 * (or [] when empty), a list becomes its first item (or ''). A kind without the switch comes back as it was.
 */
export function setMultiple(widget: Widget, multiple: boolean): Widget {
  if (!canBeMultiple(widget.type)) return widget;
  const options = { ...widget.options, multiple };
  if (multipleShapesValue(widget.type)) {
    options.defaultValue = multiple
      ? toListValue(widget.options.defaultValue)
      : toSingleValue(widget.options.defaultValue);
  }
  return { ...widget, options };
}
