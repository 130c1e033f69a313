import { addBundles } from '../../i18n';

/** Texts of /assets-import and the list's export button, read as t('assetImport.<key>'). */
const zh = {
  title: '导入资产',
  back: '返回资产列表',
  templateTitle: '1. 下载导入模板',
  templateHint:
    '模板第一行为列名，第二行为示例，请替换为实际资产。多个通讯协议或标签用分号分隔（SSH:22;RDP:3389、a;b），部门写完整路径（华东总部/运维一部）。',
  templateCsv: '下载 CSV 模板',
  templateXlsx: '下载 Excel 模板',
  fileTitle: '2. 选择文件',
  dropHint: '将 .csv 或 .xlsx 文件拖到此处，或',
  pick: '选择文件',
  limits: '仅支持一个 .csv 或 .xlsx 文件，大小不超过 {{mb}} MB，最多 {{rows}} 行资产。CSV 可为 UTF-8 或 GBK 编码。',
  chosen: '已选择：{{name}}（{{size}}）',
  checkTitle: '3. 校验并导入',
  validate: '校验',
  import: '导入',
  uploading: '正在上传，请稍候…',
  allGood: '校验通过：共 {{total}} 行资产，可以导入。',
  hasErrors: '{{rows}} 行有错误（共 {{count}} 处），修正后重新选择文件。有错误时不会导入任何资产。',
  imported: '导入成功：已导入 {{count}} 个资产。',
  uploadFailed: '上传失败',
  reportTitle: '导入错误',
  row: '行号',
  field: '列',
  message: '错误信息',
  export: '导出',
  exportCsv: '导出 CSV',
  exportXlsx: '导出 Excel',
  importButton: '导入',
  columns: {
    assetName: '资产名称',
    platform: '资产类型',
    address: '资产地址',
    protocols: '通讯协议',
    encoding: '编码',
    department: '所属部门',
    tags: '标签',
    description: '描述',
    file: '文件',
  },
};

const en: typeof zh = {
  title: 'Import assets',
  back: 'Back to the asset list',
  templateTitle: '1. Download the template',
  templateHint:
    'The first row names the columns, the second is an example to replace with real assets. Separate several protocols or tags with semicolons (SSH:22;RDP:3389, a;b); give a department as its full path (East/Ops 1).',
  templateCsv: 'Download CSV template',
  templateXlsx: 'Download Excel template',
  fileTitle: '2. Choose the file',
  dropHint: 'Drop a .csv or .xlsx file here, or',
  pick: 'choose a file',
  limits: 'One .csv or .xlsx file of at most {{mb}} MB and {{rows}} asset rows. A CSV may be UTF-8 or GBK.',
  chosen: 'Chosen: {{name}} ({{size}})',
  checkTitle: '3. Check and import',
  validate: 'Check',
  import: 'Import',
  uploading: 'Uploading, please wait…',
  allGood: 'All good: {{total}} asset rows ready to import.',
  hasErrors:
    '{{rows}} rows have errors ({{count}} in all). Fix them and choose the file again; nothing is imported while a row is wrong.',
  imported: 'Imported {{count}} assets.',
  uploadFailed: 'Upload failed',
  reportTitle: 'Import errors',
  row: 'Row',
  field: 'Column',
  message: 'Error',
  export: 'Export',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export Excel',
  importButton: 'Import',
  columns: {
    assetName: 'Asset name',
    platform: 'Asset type',
    address: 'Address',
    protocols: 'Protocols',
    encoding: 'Encoding',
    department: 'Department',
    tags: 'Tags',
    description: 'Description',
    file: 'File',
  },
};

let added = false;

export function ensureImportTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { assetImport: zh }, en: { assetImport: en } });
}
