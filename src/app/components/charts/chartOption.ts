import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** The options the console's ECharts runtime (echartsRuntime.ts) can draw; types only, nothing loads. */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | AriaComponentOption
>;

/** What a chart and its table view both show: one row per category, one column per series. */
export interface ChartTable {
  /** The first column's heading (the category: hour, user, protocol…). */
  category: string;
  /** One heading per series. */
  series: readonly string[];
  rows: readonly { label: string; values: readonly number[] }[];
}
