import { describe, expect, it } from 'vitest';
import type { ChartColours } from '../../../src/app/components/charts/chartColours';
import type { ChartTable } from '../../../src/app/components/charts/chartOption';
import { barChartOption, lineChartOption, pieChartOption } from '../../../src/app/components/charts/chartOptions';

const colours: ChartColours = {
  text: '#111111',
  subtleText: '#555555',
  axis: '#cccccc',
  gridLine: '#eeeeee',
  background: '#ffffff',
  series: ['#0f6cbd', '#ca5010', '#038387'],
  danger: '#bc2f32',
  warning: '#bc4b09',
  success: '#0e700e',
  fontSize: 18,
};

const table: ChartTable = {
  category: 'Hour',
  series: ['Sessions', 'Failed sign-ins'],
  rows: [
    { label: '09:00', values: [3, 1] },
    { label: '10:00', values: [5, 0] },
  ],
};

type Series = { name: string; data: unknown[]; symbol?: string; lineStyle?: { type: string }; label?: unknown };

describe('chart options (the table a chart is drawn from, readable without colour)', () => {
  it('draws one line per series over the rows, each with its own symbol and dash', () => {
    const option = lineChartOption(table, colours);
    const series = option.series as Series[];
    expect(series.map((line) => [line.name, line.data])).toEqual([
      ['Sessions', [3, 5]],
      ['Failed sign-ins', [1, 0]],
    ]);
    expect(new Set(series.map((line) => line.symbol)).size).toBe(2);
    expect(new Set(series.map((line) => line.lineStyle?.type)).size).toBe(2);
    expect((option.xAxis as { data: string[] }).data).toEqual(['09:00', '10:00']);
  });

  it('turns on patterns (decals) and leaves the description to the card', () => {
    for (const option of [
      lineChartOption(table, colours),
      barChartOption(table, colours),
      pieChartOption(table, colours),
    ]) {
      expect(option.aria).toMatchObject({ enabled: true, decal: { show: true }, label: { enabled: false } });
    }
  });

  it('takes its colours from the theme it is drawn in', () => {
    expect(barChartOption(table, colours).color).toEqual(colours.series);
    expect(barChartOption(table, colours, {}, ['#bc2f32']).color).toEqual(['#bc2f32']);
    expect(barChartOption(table, colours).textStyle).toMatchObject({ color: '#111111', fontSize: 18 });
  });

  it('lists horizontal bars from the top: the first row is drawn last on the category axis', () => {
    const option = barChartOption(table, colours, { horizontal: true });
    expect((option.yAxis as { data: string[] }).data).toEqual(['10:00', '09:00']);
    expect((option.series as Series[])[0]?.data).toEqual([5, 3]);
  });

  it('draws a ring of the first series with each slice named', () => {
    const [ring] = pieChartOption(table, colours).series as { data: { name: string; value: number }[] }[];
    expect(ring?.data).toEqual([
      { name: '09:00', value: 3 },
      { name: '10:00', value: 5 },
    ]);
  });
});
