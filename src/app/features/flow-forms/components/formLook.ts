import type { FormConfig } from '../../../../shared/forms';

/** Fluent's control sizes. */
export type ControlSize = 'small' | 'medium' | 'large';

/** How the form's fields look, from the form properties (spec §2 "Form properties"). */
export interface FormLook {
  labelPosition: FormConfig['labelPosition'];
  labelWidth: number;
  size: ControlSize;
}

/** The designer's sizes on Fluent's: the model's default (small) is Fluent's default size. */
const CONTROL_SIZES: Record<FormConfig['size'], ControlSize> = { medium: 'large', small: 'medium', mini: 'small' };

export function formLookOf(config: FormConfig): FormLook {
  return { labelPosition: config.labelPosition, labelWidth: config.labelWidth, size: CONTROL_SIZES[config.size] };
}

const CSS_LENGTH = /^\d+(?:\.\d+)?(?:px|%|em|rem|vw|ch)?$/;

/**
 * A widget's width option as a CSS width ("100%", "200px", "200"), or undefined for the control's own width.
 * The option is free text from an imported model: anything else is ignored rather than put into a style.
 */
export function cssWidth(width: string | undefined): string | undefined {
  const text = width?.trim() ?? '';
  if (!CSS_LENGTH.test(text)) return undefined;
  return /\d$/.test(text) ? `${text}px` : text;
}
