/** The form designer's limits, defaults and enumerations (spec §5 "Designer", §9 "Designer"). */

export const MODEL_KEY_PREFIX = 'Process_';
export const MODEL_KEY_MAX = 32;
/** The model key becomes the BPMN process id, so after the prefix only characters valid in an XML id. */
export const MODEL_KEY_PATTERN = /^Process_[A-Za-z0-9_]+$/;
export const MODEL_NAME_MAX = 32;

export const OPTION_NUMBER_MIN = 0;
export const OPTION_NUMBER_MAX = 100_000_000;
export const STEP_MIN = 0;
export const STEP_MAX = 100;
export const LABEL_WIDTH_MIN = 0;
export const LABEL_WIDTH_MAX = 200;

export const LABEL_WIDTH_DEFAULT = 130;
export const GRID_GUTTER_DEFAULT = 0;
export const GRID_SPAN_MAX = 24;
export const GRID_COLUMN_SPAN_DEFAULT = 12;
export const TIME_DEFAULT = '21:19:56';
export const TIME_FORMAT_DEFAULT = 'HH:mm:ss';
export const DATE_FORMAT_DEFAULT = 'yyyy-MM-dd';
export const IMAGE_COUNT_DEFAULT = 9;
export const FILE_COUNT_DEFAULT = 5;
export const RATE_MAX_DEFAULT = 5;

/**
 * The spec sets no limit on a field name or a widget title. A field name is a key of the submitted data and
 * of flow conditions, so it is an identifier; both are bounded so a model cannot carry unbounded text.
 */
export const WIDGET_MODEL_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const WIDGET_MODEL_MAX = 64;
export const WIDGET_NAME_MAX = 64;

/** Field names a plain object already answers to (`data.constructor`), refused so no lookup finds them. */
export function isReservedFieldName(model: string): boolean {
  return model in Object.prototype;
}

export const LABEL_POSITIONS = ['left', 'right', 'top'] as const;
export type LabelPosition = (typeof LABEL_POSITIONS)[number];
export const FORM_SIZES = ['medium', 'small', 'mini'] as const;
export type FormSize = (typeof FORM_SIZES)[number];

export const DATA_TYPES = ['string', 'number', 'boolean', 'integer', 'float', 'url', 'email', 'hex'] as const;
export type DataType = (typeof DATA_TYPES)[number];

export const DATE_TYPES = ['year', 'month', 'date', 'dates', 'datetime', 'datetimerange', 'daterange'] as const;
export type DateType = (typeof DATE_TYPES)[number];
export const DATE_RANGE_TYPES: readonly DateType[] = ['datetimerange', 'daterange'];

export const GRID_JUSTIFY = ['start', 'end', 'center', 'space-around', 'space-between'] as const;
export const GRID_ALIGN = ['top', 'middle', 'bottom'] as const;

/** The model key is the deployed process's id: once the model is saved (has an id) it cannot change. */
export function isModelKeyEditable(form: { id?: number | undefined }): boolean {
  return form.id === undefined;
}
