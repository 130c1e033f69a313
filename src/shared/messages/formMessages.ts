/** Forms of approval flows: the designer's rules and the check of submitted form data (spec §5 Designer). */
export const formMessages = {
  // Submitted form data; {{title}} is the widget's title as the designer set it.
  formFieldRequired: { zh: '「{{title}}」必须填写', en: '"{{title}}" is required' },
  formFieldInvalid: { zh: '「{{title}}」格式不正确', en: '"{{title}}" is not valid' },
  formFieldMismatch: { zh: '「{{title}}」格式不匹配', en: '"{{title}}" does not match the required format' },
  formFieldTooLong: {
    zh: '「{{title}}」长度最大为{{max}}个字符',
    en: '"{{title}}" may have at most {{max}} characters',
  },
  formFieldTooSmall: { zh: '「{{title}}」不能小于{{min}}', en: '"{{title}}" may not be less than {{min}}' },
  formFieldTooLarge: { zh: '「{{title}}」不能大于{{max}}', en: '"{{title}}" may not be more than {{max}}' },
  formFieldStep: { zh: '「{{title}}」必须是{{step}}的整数倍', en: '"{{title}}" must be a multiple of {{step}}' },
  formFieldTooMany: { zh: '「{{title}}」最多{{max}}项', en: '"{{title}}" takes at most {{max}} items' },
  formUnknownField: { zh: '表单包含未知字段「{{field}}」', en: 'The form has no field "{{field}}"' },
  formDataInvalid: { zh: '表单数据校验失败', en: 'The form data did not pass validation' },
  // The form model the designer saves or imports.
  formPropertyMissing: { zh: '缺少属性 {{property}}', en: 'The property {{property}} is missing' },
  formPropertyInvalid: { zh: '属性 {{property}} 的值不正确', en: 'The property {{property}} has an invalid value' },
  formModelKeyRequired: { zh: '模型标识不能为空', en: 'The model key is required' },
  formModelKeyPrefix: { zh: '模型标识必须以 {{prefix}} 开头', en: 'The model key must start with {{prefix}}' },
  formModelKeyChars: {
    zh: '模型标识在 {{prefix}} 之后只能包含字母、数字和下划线',
    en: 'After {{prefix}} the model key may hold only letters, digits and underscores',
  },
  formModelKeyTooLong: {
    zh: '模型标识长度最大为{{max}}个字符',
    en: 'The model key may have at most {{max}} characters',
  },
  formModelNameRequired: { zh: '模型名称不能为空', en: 'The model name is required' },
  formModelNameTooLong: {
    zh: '模型名称长度最大为{{max}}个字符',
    en: 'The model name may have at most {{max}} characters',
  },
  formLabelWidthRange: {
    zh: '标签宽度须在 {{min}} 到 {{max}} 之间',
    en: 'The label width must be between {{min}} and {{max}}',
  },
  formWidgetTypeUnknown: { zh: '不支持的控件类型「{{type}}」', en: 'Unsupported widget type "{{type}}"' },
  formWidgetNameRequired: { zh: '控件标题不能为空', en: 'A widget needs a title' },
  formWidgetNameTooLong: {
    zh: '控件「{{widget}}」的标题长度最大为{{max}}个字符',
    en: 'The title of widget "{{widget}}" may have at most {{max}} characters',
  },
  formWidgetModelInvalid: {
    zh: '控件「{{widget}}」的字段标识「{{model}}」不正确：须以字母开头，只能包含字母、数字和下划线，最长{{max}}个字符',
    en: 'The field name "{{model}}" of widget "{{widget}}" is not valid: a letter, then letters, digits and underscores, at most {{max}} characters',
  },
  formWidgetModelReserved: {
    zh: '控件「{{widget}}」的字段标识「{{model}}」是保留字，请换一个',
    en: 'The field name "{{model}}" of widget "{{widget}}" is reserved, choose another',
  },
  formWidgetModelTaken: {
    zh: '字段标识「{{model}}」重复，每个控件的字段标识必须唯一',
    en: 'The field name "{{model}}" appears twice: every widget needs its own',
  },
  formMinMaxRange: {
    zh: '控件「{{widget}}」的最小值和最大值须在 {{min}} 到 {{max}} 之间',
    en: 'The minimum and maximum of widget "{{widget}}" must be between {{min}} and {{max}}',
  },
  formMinAboveMax: {
    zh: '控件「{{widget}}」的最小值不能大于最大值',
    en: 'The minimum of widget "{{widget}}" may not exceed its maximum',
  },
  formStepRange: {
    zh: '控件「{{widget}}」的步长须在 {{min}} 到 {{max}} 之间',
    en: 'The step of widget "{{widget}}" must be between {{min}} and {{max}}',
  },
  formPatternInvalid: {
    zh: '控件「{{widget}}」的正则表达式不正确：{{pattern}}',
    en: 'The pattern of widget "{{widget}}" is not a valid regular expression: {{pattern}}',
  },
  formColumnsGridOnly: {
    zh: '控件「{{widget}}」不是栅格布局，不能包含列',
    en: 'Widget "{{widget}}" is not a grid and cannot hold columns',
  },
  formGridColumnsRequired: {
    zh: '栅格布局「{{widget}}」至少需要一列',
    en: 'The grid "{{widget}}" needs at least one column',
  },
  formImportNotJson: {
    zh: '导入的内容不是有效的 JSON：{{detail}}',
    en: 'The imported text is not valid JSON: {{detail}}',
  },
  formNotModel: { zh: '内容不是表单模型', en: 'This is not a form model' },
} as const;
