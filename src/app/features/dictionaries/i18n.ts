import { addBundles } from '../../i18n';

/**
 * Texts of the dictionary pages (/system/dict, /system/dict-data/index/:dictId), read as t('dict.<key>'). They join
 * the i18n resources when the first of these pages loads. Keep zh and en key for key in step.
 */
const zh = {
  common: {
    search: '搜索',
    actions: '操作',
    add: '新增',
    edit: '修改',
    delete: '删除',
    save: '保存',
    cancel: '取消',
    any: '全部',
    added: '新增成功',
    saved: '修改成功',
    deleted: '删除成功',
    loadFailed: '加载失败',
    system: '系统',
    custom: '自定义',
    yes: '是',
    no: '否',
  },
  status: { '0': '正常', '1': '停用' },
  type: {
    title: '字典管理',
    dictName: '字典名称',
    dictNameEn: '英文名称',
    dictType: '字典类型',
    status: '状态',
    kind: '来源',
    entryCount: '数据条数',
    remark: '备注',
    namePlaceholder: '请输入字典名称',
    typePlaceholder: '请输入字典类型',
    addTitle: '新增字典类型',
    editTitle: '修改字典类型',
    keyHint: '小写字母和下划线，以字母开头；创建后不能修改',
    systemHint: '系统字典：程序依赖它的键值，不能删除或停用；可修改名称和备注。',
    confirmDelete: '确定删除字典“{{name}}”及其全部数据吗？',
    openData: '查看“{{name}}”的字典数据',
  },
  data: {
    title: '字典数据：{{name}}',
    back: '返回字典管理',
    dictLabel: '数据标签',
    dictLabelEn: '英文标签',
    dictValue: '数据键值',
    dictSort: '显示排序',
    listClass: '回显样式',
    cssClass: '样式属性',
    tag: '标签预览',
    status: '状态',
    isDefault: '默认',
    kind: '来源',
    remark: '备注',
    labelPlaceholder: '请输入数据标签',
    addTitle: '新增字典数据',
    editTitle: '修改字典数据',
    cssHint:
      '以空格分隔的类名：filled、outline、tint、ghost 改变外观，rounded、circular、square 改变形状，small、medium、large 改变大小；其他类名原样加在标签上。',
    systemHint: '系统字典数据：程序依赖键值，键值和状态不能修改，也不能删除；可修改标签、样式和排序。',
    confirmDelete: '确定删除字典数据“{{label}}”吗？',
    notFound: '字典不存在',
  },
  listClass: {
    default: '默认 (default)',
    primary: '主要 (primary)',
    success: '成功 (success)',
    info: '信息 (info)',
    warning: '警告 (warning)',
    danger: '危险 (danger)',
  },
};

const en: typeof zh = {
  common: {
    search: 'Search',
    actions: 'Actions',
    add: 'Add',
    edit: 'Edit',
    delete: 'Delete',
    save: 'Save',
    cancel: 'Cancel',
    any: 'Any',
    added: 'Added',
    saved: 'Saved',
    deleted: 'Deleted',
    loadFailed: 'Could not load',
    system: 'System',
    custom: 'Custom',
    yes: 'Yes',
    no: 'No',
  },
  status: { '0': 'Normal', '1': 'Disabled' },
  type: {
    title: 'Dictionaries',
    dictName: 'Name',
    dictNameEn: 'English name',
    dictType: 'Type key',
    status: 'Status',
    kind: 'Source',
    entryCount: 'Entries',
    remark: 'Remark',
    namePlaceholder: 'Enter a dictionary name',
    typePlaceholder: 'Enter a type key',
    addTitle: 'Add a dictionary type',
    editTitle: 'Edit the dictionary type',
    keyHint: 'Lower-case letters and underscores, starting with a letter; fixed once created',
    systemHint:
      'A system dictionary: Gatehouse depends on its values, so it cannot be deleted or disabled; its names and remark may change.',
    confirmDelete: 'Delete the dictionary "{{name}}" with all its entries?',
    openData: 'Entries of "{{name}}"',
  },
  data: {
    title: 'Dictionary entries: {{name}}',
    back: 'Back to dictionaries',
    dictLabel: 'Label',
    dictLabelEn: 'English label',
    dictValue: 'Value',
    dictSort: 'Sort',
    listClass: 'Tag class',
    cssClass: 'CSS classes',
    tag: 'Tag preview',
    status: 'Status',
    isDefault: 'Default',
    kind: 'Source',
    remark: 'Remark',
    labelPlaceholder: 'Enter a label',
    addTitle: 'Add a dictionary entry',
    editTitle: 'Edit the dictionary entry',
    cssHint:
      'Class names separated by spaces: filled, outline, tint, ghost set the look; rounded, circular, square the shape; small, medium, large the size; other names go on the tag as they are.',
    systemHint:
      'A system entry: Gatehouse depends on its value, so the value and status stay and it cannot be deleted; labels, classes and sort may change.',
    confirmDelete: 'Delete the entry "{{label}}"?',
    notFound: 'The dictionary does not exist',
  },
  listClass: {
    default: 'Default',
    primary: 'Primary',
    success: 'Success',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
  },
};

/** Field names for the shared schemas' messages that name a field. */
const fieldNames = {
  zh: {
    dictName: '字典名称',
    dictNameEn: '英文名称',
    dictType: '字典类型',
    dictLabel: '数据标签',
    dictLabelEn: '英文标签',
    dictValue: '数据键值',
    dictSort: '显示排序',
    cssClass: '样式属性',
    remark: '备注',
  },
  en: {
    dictName: 'Name',
    dictNameEn: 'English name',
    dictType: 'Type key',
    dictLabel: 'Label',
    dictLabelEn: 'English label',
    dictValue: 'Value',
    dictSort: 'Sort',
    cssClass: 'CSS classes',
    remark: 'Remark',
  },
};

let added = false;

export function ensureDictTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { dict: zh, fields: fieldNames.zh }, en: { dict: en, fields: fieldNames.en } });
}
