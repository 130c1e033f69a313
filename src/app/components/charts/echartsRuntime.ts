import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The part of ECharts the console draws with, loaded with the first chart on a page (its own chunk, never on
 * /login or a page without charts). SVG, not canvas: text stays crisp on wall screens, memory stays flat while
 * a chart is redrawn for days, and the browser's zoom scales it.
 */
use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, SVGRenderer]);

export { init };
