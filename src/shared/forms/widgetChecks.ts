import { msgRef } from '../rules/validation';
import {
  isReservedFieldName,
  OPTION_NUMBER_MAX,
  OPTION_NUMBER_MIN,
  STEP_MAX,
  STEP_MIN,
  WIDGET_MODEL_MAX,
  WIDGET_MODEL_PATTERN,
  WIDGET_NAME_MAX,
} from './designerRules';
import type { Widget } from './widgetSchema';

/** A rule of the designer a model breaks: where (a path into the form model) and the message reference. */
export interface ModelProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The designer's rules over a form's widgets, grid columns included: each widget's own rules, named by its
 * title, and field names unique across the whole form.
 */
export function widgetProblems(list: readonly Widget[]): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const seen = new Set<string>();
  const visit = (widgets: readonly Widget[], at: (string | number)[]) => {
    widgets.forEach((widget, index) => {
      const path = [...at, index];
      for (const problem of ownProblems(widget)) {
        problems.push({ path: [...path, ...problem.path], message: problem.message });
      }
      if (seen.has(widget.model)) {
        problems.push({ path: [...path, 'model'], message: msgRef('formWidgetModelTaken', { model: widget.model }) });
      }
      seen.add(widget.model);
      for (const [c, column] of (widget.columns ?? []).entries()) visit(column.list, [...path, 'columns', c, 'list']);
    });
  };
  visit(list, ['list']);
  return problems;
}

function ownProblems(widget: Widget): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const add = (path: (string | number)[], message: string) => problems.push({ path, message });
  const name = widget.name.trim();
  const label = name || widget.model;
  const { options } = widget;

  if (!name) add(['name'], msgRef('formWidgetNameRequired'));
  else if (widget.name.length > WIDGET_NAME_MAX) {
    add(['name'], msgRef('formWidgetNameTooLong', { widget: label, max: WIDGET_NAME_MAX }));
  }

  if (!WIDGET_MODEL_PATTERN.test(widget.model) || widget.model.length > WIDGET_MODEL_MAX) {
    add(['model'], msgRef('formWidgetModelInvalid', { widget: label, model: widget.model, max: WIDGET_MODEL_MAX }));
  } else if (isReservedFieldName(widget.model)) {
    add(['model'], msgRef('formWidgetModelReserved', { widget: label, model: widget.model }));
  }

  const range = { widget: label, min: OPTION_NUMBER_MIN, max: OPTION_NUMBER_MAX };
  for (const bound of ['min', 'max'] as const) {
    const value = options[bound];
    if (value !== undefined && !within(value, OPTION_NUMBER_MIN, OPTION_NUMBER_MAX)) {
      add(['options', bound], msgRef('formMinMaxRange', range));
    }
  }
  if (options.min !== undefined && options.max !== undefined && options.min > options.max) {
    add(['options', 'min'], msgRef('formMinAboveMax', { widget: label }));
  }
  if (options.step !== undefined && !within(options.step, STEP_MIN, STEP_MAX)) {
    add(['options', 'step'], msgRef('formStepRange', { widget: label, min: STEP_MIN, max: STEP_MAX }));
  }

  if (options.pattern && !compiles(options.pattern)) {
    add(['options', 'pattern'], msgRef('formPatternInvalid', { widget: label, pattern: options.pattern }));
  }
  widget.rules.forEach((rule, index) => {
    if (rule.pattern && !compiles(rule.pattern)) {
      add(['rules', index, 'pattern'], msgRef('formPatternInvalid', { widget: label, pattern: rule.pattern }));
    }
  });

  if (widget.type === 'grid') {
    if (!widget.columns?.length) add(['columns'], msgRef('formGridColumnsRequired', { widget: label }));
  } else if (widget.columns !== undefined) {
    add(['columns'], msgRef('formColumnsGridOnly', { widget: label }));
  }
  return problems;
}

const within = (value: number, min: number, max: number) => value >= min && value <= max;

/** Patterns are compiled as the renderer compiles them: `new RegExp(pattern)`, no flags. */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}
