import type { FormValue, Widget } from '../../../../../shared/forms';

/** One option of a radio, checkbox or select as the form shows it. */
export interface Choice {
  value: string | number;
  text: string;
}

/**
 * The options a choice widget offers: its static options, or the remote ones the model carries (the
 * original's remote method names a function of its own page, which this console does not have). As in the
 * widget library, a static option shows its value unless showLabel is on.
 */
export function choicesOf(widget: Widget): Choice[] {
  const { options } = widget;
  const items = options.remote ? (options.remoteOptions ?? []) : (options.options ?? []);
  const showsLabel = Boolean(options.remote || options.showLabel);
  return items.map((item) => ({
    value: item.value,
    text: showsLabel && item.label ? item.label : String(item.value),
  }));
}

/**
 * Fluent's option controls take string values; a choice is known by its position, so a number value stays a
 * number and two options with the values 1 and "1" stay apart.
 */
export const choiceKey = (index: number): string => String(index);

/** The positions (as choice keys) of the chosen values. */
export function chosenKeys(choices: readonly Choice[], value: FormValue | undefined): string[] {
  const values = Array.isArray(value) ? value : [value];
  return choices.flatMap((choice, index) => (values.includes(choice.value) ? [choiceKey(index)] : []));
}

/** The values of the choices at these keys, in the options' order. */
export function valuesOfKeys(choices: readonly Choice[], keys: readonly string[]): (string | number)[] {
  return choices.filter((_, index) => keys.includes(choiceKey(index))).map((choice) => choice.value);
}

/** The texts of the chosen values, in the options' order. */
export function chosenTexts(choices: readonly Choice[], value: FormValue | undefined): string[] {
  const values = Array.isArray(value) ? value : [value];
  return choices.filter((choice) => values.includes(choice.value)).map((choice) => choice.text);
}
