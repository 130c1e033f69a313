import { addBundles } from '../../i18n';

/** Texts of the chart widgets, read as t('charts.<key>'). Keep zh and en key for key in step. */
const zh = {
  loading: '图表加载中',
  loadFailed: '图表加载失败，请在"表格"中查看数据',
  view: '显示方式',
  chartView: '图表',
  tableView: '表格',
  empty: '所选时间段内没有数据',
};

const en: typeof zh = {
  loading: 'Loading the chart',
  loadFailed: 'The chart could not be loaded; the Table view shows its figures',
  view: 'Show as',
  chartView: 'Chart',
  tableView: 'Table',
  empty: 'Nothing in the chosen period',
};

let isAdded = false;

/** Joins the widgets' texts once; each widget's module calls it as it loads. */
export function ensureChartTexts(): void {
  if (isAdded) return;
  isAdded = true;
  addBundles({ 'zh-CN': { charts: zh }, en: { charts: en } });
}
