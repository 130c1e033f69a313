import { DATE_FORMAT_DEFAULT, type DateType, type FormValue, TIME_FORMAT_DEFAULT } from '../../../../../shared/forms';

/**
 * Dates and times between the browser's inputs and the form's values. A value is text in the widget's
 * format (the widget library's tokens yyyy, MM, dd, HH, mm, ss) or, for a date with timestamp on,
 * milliseconds since the epoch; the inputs (type date, month, datetime-local, time) speak ISO text.
 */

/** The browser input a picker uses: year has no input type of its own, so it is a number. */
export type NativeKind = 'year' | 'month' | 'date' | 'datetime' | 'time';

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

type PartName = keyof DateParts;

const TOKENS: Record<string, PartName> = {
  yyyy: 'year',
  MM: 'month',
  dd: 'day',
  HH: 'hour',
  mm: 'minute',
  ss: 'second',
};
const TOKEN_PATTERN = /yyyy|MM|dd|HH|mm|ss/g;

/** What each input gives, then what it gives when the seconds are left out. */
const NATIVE_FORMATS: Record<NativeKind, readonly string[]> = {
  year: ['yyyy'],
  month: ['yyyy-MM'],
  date: ['yyyy-MM-dd'],
  datetime: ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm"],
  time: ['HH:mm:ss', 'HH:mm'],
};

/** The format a widget's value takes when its options name none. */
export function defaultFormatOf(kind: NativeKind): string {
  switch (kind) {
    case 'year':
      return 'yyyy';
    case 'month':
      return 'yyyy-MM';
    case 'datetime':
      return `${DATE_FORMAT_DEFAULT} ${TIME_FORMAT_DEFAULT}`;
    case 'time':
      return TIME_FORMAT_DEFAULT;
    default:
      return DATE_FORMAT_DEFAULT;
  }
}

/** The input of a date picker's display type; several dates and ranges use the input of one. */
export function nativeKindOfDate(type: DateType | undefined): NativeKind {
  switch (type) {
    case 'year':
    case 'month':
      return type;
    case 'datetime':
    case 'datetimerange':
      return 'datetime';
    default:
      return 'date';
  }
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Quoted text ('T') is literal, as in the widget library's formats. */
function formatParts(parts: DateParts, format: string): string {
  return format
    .split(/('[^']*')/)
    .map((piece) =>
      piece.startsWith("'")
        ? piece.slice(1, -1)
        : piece.replace(TOKEN_PATTERN, (token) => pad(parts[TOKENS[token] as PartName], token === 'yyyy' ? 4 : 2)),
    )
    .join('');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parseParts(text: string, format: string): DateParts | null {
  const names: PartName[] = [];
  const source = format
    .split(/('[^']*')/)
    .map((piece) => {
      if (piece.startsWith("'")) return escapeRegExp(piece.slice(1, -1));
      return piece
        .split(/(yyyy|MM|dd|HH|mm|ss)/)
        .map((bit) => {
          const name = TOKENS[bit];
          if (!name) return escapeRegExp(bit);
          names.push(name);
          return bit === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})';
        })
        .join('');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(text.trim());
  if (!match) return null;
  const parts: DateParts = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  names.forEach((name, index) => {
    parts[name] = Number(match[index + 1]);
  });
  return parts;
}

function partsOfTime(ms: number): DateParts {
  const date = new Date(ms);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
  };
}

const timeOfParts = (parts: DateParts): number =>
  new Date(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second).getTime();

/** How a widget stores its values: its format, and whether a date is kept as a timestamp. */
export interface DateValueFormat {
  kind: NativeKind;
  format: string | undefined;
  timestamp: boolean;
}

const formatOf = (shape: DateValueFormat) => shape.format?.trim() || defaultFormatOf(shape.kind);

function partsOfValue(value: FormValue | undefined, shape: DateValueFormat): DateParts | null {
  if (typeof value === 'number' && Number.isFinite(value)) return partsOfTime(value);
  if (typeof value !== 'string' || value === '') return null;
  const candidates = [formatOf(shape), ...NATIVE_FORMATS[shape.kind]];
  for (const format of candidates) {
    const parts = parseParts(value, format);
    if (parts) return parts;
  }
  return null;
}

/** A stored value as the input's text; '' when there is none or it cannot be read. */
export function toInputText(value: FormValue | undefined, shape: DateValueFormat): string {
  const parts = partsOfValue(value, shape);
  return parts ? formatParts(parts, NATIVE_FORMATS[shape.kind][0] as string) : '';
}

/** The input's text as the value to store: '' when the input is empty or incomplete. */
export function fromInputText(text: string, shape: DateValueFormat): FormValue {
  const parts = NATIVE_FORMATS[shape.kind].map((format) => parseParts(text, format)).find(Boolean);
  if (!parts) return '';
  return shape.timestamp ? timeOfParts(parts) : formatParts(parts, formatOf(shape));
}

/** A stored value as the user reads it: in the widget's format, a timestamp included. */
export function toDisplayText(value: FormValue | undefined, shape: DateValueFormat): string {
  if (typeof value === 'number' && Number.isFinite(value)) return formatParts(partsOfTime(value), formatOf(shape));
  return typeof value === 'string' ? value : '';
}
