import type { ChartColours } from './chartColours';
import type { ChartOption, ChartTable } from './chartOption';

/**
 * Chart options made from a ChartTable, one per chart kind, styled with the theme's colours. Every chart stays
 * readable without colour: bars and slices carry patterns (ECharts' decals), lines differ in symbol and dash,
 * and series are named in a legend; the card's table view holds the same figures.
 */

const LINE_SYMBOLS = ['circle', 'rect', 'triangle', 'diamond', 'roundRect', 'pin'] as const;
const LINE_DASHES = ['solid', 'dashed', 'dotted'] as const;

function common(colours: ChartColours, seriesColours: readonly string[] = colours.series): ChartOption {
  return {
    color: [...seriesColours],
    backgroundColor: 'transparent',
    textStyle: { color: colours.text, fontFamily: 'inherit', fontSize: colours.fontSize },
    // The card names the chart for readers (role=img) and its table view has the figures: ECharts' own
    // generated description is left off; its decals are kept.
    aria: { enabled: true, label: { enabled: false }, decal: { show: true } },
    animation: false,
    tooltip: {
      backgroundColor: colours.background,
      borderColor: colours.axis,
      textStyle: { color: colours.text, fontSize: colours.fontSize },
      confine: true,
    },
    legend: {
      top: 0,
      textStyle: { color: colours.text, fontSize: colours.fontSize },
      inactiveColor: colours.subtleText,
    },
  };
}

function categoryAxis(colours: ChartColours, labels: readonly string[]) {
  return {
    type: 'category' as const,
    data: [...labels],
    axisLine: { lineStyle: { color: colours.axis } },
    axisTick: { lineStyle: { color: colours.axis } },
    axisLabel: { color: colours.subtleText, fontSize: colours.fontSize, hideOverlap: true },
  };
}

function valueAxis(colours: ChartColours) {
  return {
    type: 'value' as const,
    minInterval: 1,
    axisLabel: { color: colours.subtleText, fontSize: colours.fontSize },
    splitLine: { lineStyle: { color: colours.gridLine } },
  };
}

const GRID = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

/** One line per series over the table's rows (time buckets). */
export function lineChartOption(
  table: ChartTable,
  colours: ChartColours,
  seriesColours?: readonly string[],
): ChartOption {
  const labels = table.rows.map((row) => row.label);
  return {
    ...common(colours, seriesColours),
    tooltip: { ...common(colours).tooltip, trigger: 'axis' },
    grid: GRID,
    xAxis: { ...categoryAxis(colours, labels), boundaryGap: false },
    yAxis: valueAxis(colours),
    series: table.series.map((name, index) => ({
      type: 'line' as const,
      name,
      data: table.rows.map((row) => row.values[index] ?? 0),
      symbol: LINE_SYMBOLS[index % LINE_SYMBOLS.length],
      symbolSize: 7,
      lineStyle: { width: 2, type: LINE_DASHES[index % LINE_DASHES.length] },
    })),
  };
}

export interface BarChartLayout {
  /** Categories down the side, bars across: long names (users, assets) stay readable. */
  horizontal?: boolean;
  stacked?: boolean;
}

/** Bars per row and series; horizontal bars list the first row at the top. */
export function barChartOption(
  table: ChartTable,
  colours: ChartColours,
  { horizontal = false, stacked = false }: BarChartLayout = {},
  seriesColours?: readonly string[],
): ChartOption {
  const rows = horizontal ? [...table.rows].reverse() : table.rows;
  const labels = rows.map((row) => row.label);
  const category = categoryAxis(colours, labels);
  const value = valueAxis(colours);
  return {
    ...common(colours, seriesColours),
    tooltip: { ...common(colours).tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: table.series.length > 1 ? common(colours).legend : { show: false },
    grid: { ...GRID, top: table.series.length > 1 ? 36 : 8 },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? { ...category, axisLabel: { ...category.axisLabel, width: 120, overflow: 'truncate' } } : value,
    series: table.series.map((name, index) => ({
      type: 'bar' as const,
      name,
      data: rows.map((row) => row.values[index] ?? 0),
      barMaxWidth: 28,
      ...(stacked ? { stack: 'all' } : {}),
      label: {
        show: !stacked && rows.length <= 12,
        position: horizontal ? 'right' : 'top',
        color: colours.text,
        fontSize: colours.fontSize,
      },
    })),
  };
}

/** A ring of the first series' values, each slice labelled with its name and count. */
export function pieChartOption(
  table: ChartTable,
  colours: ChartColours,
  sliceColours?: readonly string[],
): ChartOption {
  return {
    ...common(colours, sliceColours),
    tooltip: { ...common(colours).tooltip, trigger: 'item' },
    series: [
      {
        type: 'pie',
        name: table.series[0] ?? '',
        radius: ['40%', '68%'],
        top: 28,
        itemStyle: { borderColor: colours.background, borderWidth: 2 },
        label: { color: colours.text, fontSize: colours.fontSize, formatter: '{b}: {c}' },
        data: table.rows.map((row) => ({ name: row.label, value: row.values[0] ?? 0 })),
      },
    ],
  };
}
