/** Texts of dictionaries and parameters (docs/dictionaries.md): the refusals of /system/dict/* and /system/config/*. */
export const dictionaryMessages = {
  dictTypeNotFound: { zh: '字典类型不存在', en: 'The dictionary type does not exist' },
  dictDataNotFound: { zh: '字典数据不存在', en: 'The dictionary entry does not exist' },
  dictTypeTaken: { zh: '字典类型“{{type}}”已存在', en: 'The dictionary type "{{type}}" already exists' },
  dictValueTaken: {
    zh: '字典键值“{{value}}”在该字典中已存在',
    en: 'The value "{{value}}" already exists in this dictionary',
  },
  dictTypeKeyInvalid: {
    zh: '字典类型只能包含小写字母和下划线，并以字母开头',
    en: 'A dictionary type has lower-case letters and underscores only, starting with a letter',
  },
  dictTypeKeyFixed: {
    zh: '字典类型创建后不能修改（字典数据和程序按它查找），请新建一个字典',
    en: 'A dictionary type cannot be renamed once created (entries and code look it up): create a new one',
  },
  dictDataTypeFixed: {
    zh: '字典数据不能移到其他字典类型，请在目标字典中新增',
    en: 'An entry cannot move to another dictionary type: add it to that type instead',
  },
  dictSystemTypeDelete: {
    zh: '“{{name}}”是系统字典，程序依赖它的键值，不能删除',
    en: '"{{name}}" is a system dictionary: Gatehouse depends on its values, so it cannot be deleted',
  },
  dictSystemDataDelete: {
    zh: '“{{label}}”是系统字典数据，程序依赖键值 {{value}}，不能删除；可修改其标签和样式',
    en: '"{{label}}" is a system entry: Gatehouse depends on its value {{value}}, so it cannot be deleted; its labels and classes may change',
  },
  dictSystemValueFixed: {
    zh: '系统字典数据的键值由程序使用，不能修改；可修改其标签和样式',
    en: 'Gatehouse uses the value of a system entry, so it cannot change; its labels and classes may',
  },
  dictSystemStatusFixed: {
    zh: '系统字典不能停用：程序依赖它的键值',
    en: 'A system dictionary cannot be disabled: Gatehouse depends on its values',
  },
  dictListClassInvalid: {
    zh: '回显样式须为 default、primary、success、info、warning、danger 之一',
    en: 'The tag class must be one of default, primary, success, info, warning, danger',
  },
  dictCssClassInvalid: {
    zh: '样式属性须为以空格分隔的类名（字母开头，可含数字、- 和 _）',
    en: 'The CSS classes must be class names separated by spaces (a letter first, then letters, digits, - or _)',
  },
  configNotFound: { zh: '参数不存在', en: 'The parameter does not exist' },
  configKeyTaken: { zh: '参数键名“{{key}}”已存在', en: 'The parameter key "{{key}}" already exists' },
  configKeyInvalid: {
    zh: '参数键名只能包含字母、数字、点、- 和 _',
    en: 'A parameter key has letters, digits, dots, - and _ only',
  },
  configKeyReserved: {
    zh: '以 sys. 开头的键名为 Gatehouse 保留，请换一个键名',
    en: 'Keys starting with sys. are reserved for Gatehouse: choose another key',
  },
  configSystemKeyFixed: {
    zh: 'Gatehouse 参数的键名和类型不能修改',
    en: 'The key and type of a Gatehouse parameter cannot change',
  },
  configBuiltInDelete: {
    zh: '“{{key}}”是内置参数，不能删除',
    en: '"{{key}}" is a built-in parameter and cannot be deleted',
  },
  configValueOwned: {
    zh: '参数“{{key}}”的值由“{{page}}”页面维护并校验，请在该页面修改',
    en: 'The value of "{{key}}" is kept and checked by the "{{page}}" page: change it there',
  },
  configValueInternal: {
    zh: '参数“{{key}}”由 Gatehouse 自行维护，不能修改其值',
    en: 'Gatehouse keeps "{{key}}" itself: its value cannot be changed',
  },
  configValueText: {
    zh: '参数值须为 1 至 {{max}} 个字符，且不含控制字符',
    en: 'The value must have 1 to {{max}} characters and no control characters',
  },
} as const;
