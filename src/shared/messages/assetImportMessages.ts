/**
 * Texts of asset import and export, joined into `messages` (messages.ts). The extension, file count and
 * size texts are spec §5's (Import, File upload); 上传成功 is §8's.
 */
export const assetImportMessages = {
  importExtension: { zh: '请导入以{{ext}}后缀的文件', en: 'Import a file ending in {{ext}}' },
  importTooManyFiles: { zh: '超出文件上传最大数量：{{n}}', en: 'Too many files: at most {{n}}' },
  uploadTooLarge: { zh: '上传文件大小不能超过 {{max}} MB!', en: 'The file may not be larger than {{max}} MB!' },
  uploadSuccess: { zh: '上传成功', en: 'Uploaded' },
  importEmpty: { zh: '文件内容为空', en: 'The file is empty' },
  importNoRows: { zh: '文件中没有资产数据', en: 'The file has no asset rows' },
  importTooManyRows: {
    zh: '一次最多导入 {{max}} 行资产，文件中有 {{count}} 行',
    en: 'At most {{max}} asset rows can be imported at once; the file has {{count}}',
  },
  importUnreadable: {
    zh: '无法读取文件内容，请使用导入模板',
    en: 'The file cannot be read: please use the import template',
  },
  importMissingColumns: {
    zh: '缺少必需的列：{{columns}}',
    en: 'Required columns are missing: {{columns}}',
  },
  importRejected: {
    zh: '导入失败：{{count}} 行有错误，未导入任何资产',
    en: 'Import refused: {{count}} rows have errors, no asset was imported',
  },
  importPlatformUnknown: { zh: '资产类型“{{name}}”不存在', en: 'The asset type "{{name}}" does not exist' },
  importDeptUnknown: { zh: '部门“{{path}}”不存在', en: 'The department "{{path}}" does not exist' },
  importTagUnknown: { zh: '标签“{{name}}”不存在', en: 'The tag "{{name}}" does not exist' },
  importProtocolsFormat: {
    zh: '通讯协议格式应为 协议:端口，多个用分号分隔，例如 SSH:22;RDP:3389',
    en: 'Write protocols as protocol:port separated by semicolons, e.g. SSH:22;RDP:3389',
  },
  importNameRepeated: {
    zh: '资产名称与第 {{row}} 行重复',
    en: 'The asset name repeats row {{row}}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
