import {
  type FormModel,
  findWidget,
  GRID_SPAN_MAX,
  isReservedFieldName,
  LABEL_WIDTH_MAX,
  LABEL_WIDTH_MIN,
  OPTION_NUMBER_MAX,
  OPTION_NUMBER_MIN,
  STEP_MAX,
  STEP_MIN,
  WIDGET_MODEL_MAX,
  WIDGET_MODEL_PATTERN,
  WIDGET_NAME_MAX,
  type Widget,
} from '../../../../../shared/forms';
import { msgRef } from '../../../../../shared/rules/validation';

/**
 * The checks of the property inputs, with the designer's ranges (spec §5 Designer) and the shared messages
 * the server gives for the same rules: each answers a message reference, or null when the value is right.
 * `flowForms.prop.*` keys are the designer's own, for rules the spec gives no message for.
 */
export type Problem = { ref: string } | { key: string; params?: Record<string, string | number> } | null;

const widgetLabel = (widget: Widget) => widget.name.trim() || widget.model;

/** A minimum or maximum: within 0–1e8, and the minimum not above the maximum. */
export function boundProblem(widget: Widget, bound: 'min' | 'max', value: number): Problem {
  const label = widgetLabel(widget);
  if (value < OPTION_NUMBER_MIN || value > OPTION_NUMBER_MAX) {
    return { ref: msgRef('formMinMaxRange', { widget: label, min: OPTION_NUMBER_MIN, max: OPTION_NUMBER_MAX }) };
  }
  const min = bound === 'min' ? value : widget.options.min;
  const max = bound === 'max' ? value : widget.options.max;
  if (min !== undefined && max !== undefined && min > max) return { ref: msgRef('formMinAboveMax', { widget: label }) };
  return null;
}

export function stepProblem(widget: Widget, value: number): Problem {
  if (value >= STEP_MIN && value <= STEP_MAX) return null;
  return { ref: msgRef('formStepRange', { widget: widgetLabel(widget), min: STEP_MIN, max: STEP_MAX }) };
}

export function labelWidthProblem(value: number): Problem {
  if (value >= LABEL_WIDTH_MIN && value <= LABEL_WIDTH_MAX) return null;
  return { ref: msgRef('formLabelWidthRange', { min: LABEL_WIDTH_MIN, max: LABEL_WIDTH_MAX }) };
}

/** A count (maximum length, gutter, number of files): a whole number of at least `min`. */
export function countProblem(value: number, min = 0): Problem {
  return Number.isInteger(value) && value >= min ? null : { key: 'flowForms.prop.notCount', params: { min } };
}

export function spanProblem(value: number): Problem {
  return Number.isInteger(value) && value >= 1 && value <= GRID_SPAN_MAX
    ? null
    : { key: 'flowForms.prop.spanRange', params: { max: GRID_SPAN_MAX } };
}

/** A new field name for the widget: an identifier, not reserved, and no other widget's. */
export function fieldNameProblem(form: FormModel, widget: Widget, model: string): Problem {
  const label = widgetLabel(widget);
  if (!WIDGET_MODEL_PATTERN.test(model) || model.length > WIDGET_MODEL_MAX) {
    return { ref: msgRef('formWidgetModelInvalid', { widget: label, model, max: WIDGET_MODEL_MAX }) };
  }
  if (isReservedFieldName(model)) return { ref: msgRef('formWidgetModelReserved', { widget: label, model }) };
  if (model !== widget.model && findWidget(form.list, model)) return { ref: msgRef('formWidgetModelTaken', { model }) };
  return null;
}

export function titleProblem(widget: Widget): Problem {
  if (!widget.name.trim()) return { ref: msgRef('formWidgetNameRequired') };
  if (widget.name.length > WIDGET_NAME_MAX) {
    return { ref: msgRef('formWidgetNameTooLong', { widget: widgetLabel(widget), max: WIDGET_NAME_MAX }) };
  }
  return null;
}

/** A pattern compiles as the renderer and the server compile it: `new RegExp(pattern)`, no flags. */
export function patternProblem(widget: Widget, pattern: string): Problem {
  try {
    new RegExp(pattern);
    return null;
  } catch {
    // The failure itself is the answer: the message names the pattern.
    return { ref: msgRef('formPatternInvalid', { widget: widgetLabel(widget), pattern }) };
  }
}
