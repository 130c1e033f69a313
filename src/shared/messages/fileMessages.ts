/** Texts of uploads and downloads (spec §5 File upload, §8 Messages; docs/files.md). */
export const fileMessages = {
  uploadFailed: { zh: '上传失败', en: 'Upload failed' },
  uploadRetry: { zh: '上传失败, 请重试', en: 'Upload failed, please try again' },
  uploadTypeRefused: {
    zh: '文件格式不正确, 请上传{{types}}格式文件!',
    en: 'Wrong file format: upload a {{types}} file!',
  },
  uploadTooManyFiles: { zh: '上传文件数量不能超过 {{max}} 个!', en: 'At most {{max}} files can be uploaded!' },
  uploadContentMismatch: {
    zh: '文件内容与扩展名 .{{ext}} 不符，已拒绝',
    en: 'The file’s content is not a .{{ext}} file: refused',
  },
  uploadMissing: { zh: '请选择要上传的文件（表单字段 file）', en: 'Choose a file to upload (form field "file")' },
  uploadNameInvalid: { zh: '文件名不合法', en: 'The file name is not allowed' },
  fileNotFound: { zh: '文件不存在', en: 'The file does not exist' },
  zipEntryNotFound: { zh: '文件“{{name}}”不存在', en: 'The file "{{name}}" does not exist' },
  zipTooManyFiles: { zh: '一次最多打包下载 {{max}} 个文件', en: 'At most {{max}} files can be downloaded as one zip' },
  downloadFailed: {
    zh: '下载文件出现错误，请联系管理员！',
    en: 'The file could not be downloaded: please contact your administrator!',
  },
  downloadPreparing: { zh: '正在下载数据，请稍候', en: 'Downloading, please wait' },
} as const;
