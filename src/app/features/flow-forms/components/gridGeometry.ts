import type { CSSProperties } from 'react';
import { GRID_GUTTER_DEFAULT, GRID_SPAN_MAX, type WidgetOptions } from '../../../../shared/forms';

const JUSTIFY: Record<NonNullable<WidgetOptions['justify']>, CSSProperties['justifyContent']> = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  'space-around': 'space-around',
  'space-between': 'space-between',
};

const ALIGN: Record<NonNullable<WidgetOptions['align']>, CSSProperties['alignItems']> = {
  top: 'flex-start',
  middle: 'center',
  bottom: 'flex-end',
};

/** A grid's row: its columns wrap, arranged by justify and align, the gutter split around each column. */
export function gridRowStyle(options: WidgetOptions): CSSProperties {
  const gutter = options.gutter ?? GRID_GUTTER_DEFAULT;
  return {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: JUSTIFY[options.justify ?? 'start'],
    alignItems: ALIGN[options.align ?? 'top'],
    marginInline: `${-gutter / 2}px`,
  };
}

/** A column taking span twenty-fourths of the row. */
export function gridColumnStyle(span: number, options: WidgetOptions): CSSProperties {
  const width = `${(span / GRID_SPAN_MAX) * 100}%`;
  const gutter = options.gutter ?? GRID_GUTTER_DEFAULT;
  return { flex: `0 0 ${width}`, maxWidth: width, boxSizing: 'border-box', paddingInline: `${gutter / 2}px` };
}
