import { addBundles } from '../../i18n';

/**
 * Texts of the upload widgets and the image preview, read as t('upload.<key>'). Their messages (上传成功, 上传失败,
 * 请重试, the checks of §5) are the shared catalogue's, t('msg.*'). Keep zh and en key for key in step.
 */
const zh = {
  chooseFiles: '选取文件',
  chooseImages: '上传图片',
  dropHint: '或将文件拖到此处',
  tip: '请上传大小不超过 {{size}} MB、格式为 {{types}} 的文件，最多 {{max}} 个',
  tipAnyType: '请上传大小不超过 {{size}} MB 的文件，最多 {{max}} 个',
  fileList: '{{label}}：文件列表',
  imageList: '{{label}}：图片列表',
  uploading: '正在上传 {{name}}',
  progress: '{{name}} 上传进度',
  uploaded: '{{name}} 上传成功',
  failed: '{{name}}：{{message}}',
  removed: '已移除 {{name}}',
  remove: '移除 {{name}}',
  download: '下载 {{name}}',
  downloadAll: '全部下载（zip）',
  downloadAllLabel: '将“{{label}}”的 {{count}} 个文件打包下载',
  preview: '预览 {{name}}',
  none: '无',
  imageUnavailable: '图片无法显示',
  imageLoading: '图片加载中',
  previewTitle: '图片预览',
  position: '第 {{index}} 张，共 {{total}} 张',
  previous: '上一张',
  next: '下一张',
  close: '关闭',
};

const en: typeof zh = {
  chooseFiles: 'Choose files',
  chooseImages: 'Upload images',
  dropHint: 'or drop files here',
  tip: 'Files of at most {{size}} MB, of type {{types}}; {{max}} at most',
  tipAnyType: 'Files of at most {{size}} MB; {{max}} at most',
  fileList: '{{label}}: files',
  imageList: '{{label}}: images',
  uploading: 'Uploading {{name}}',
  progress: 'Upload progress of {{name}}',
  uploaded: '{{name}} uploaded',
  failed: '{{name}}: {{message}}',
  removed: '{{name}} removed',
  remove: 'Remove {{name}}',
  download: 'Download {{name}}',
  downloadAll: 'Download all (zip)',
  downloadAllLabel: 'Download the {{count}} files of {{label}} as one zip',
  preview: 'Preview {{name}}',
  none: 'None',
  imageUnavailable: 'The image cannot be shown',
  imageLoading: 'Loading the image',
  previewTitle: 'Image preview',
  position: 'Image {{index}} of {{total}}',
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
};

export const uploadText = { zh, en };

let isAdded = false;

/** Joins the widgets' texts once; each widget's module calls it as it loads. */
export function ensureUploadTexts(): void {
  if (isAdded) return;
  isAdded = true;
  addBundles({ 'zh-CN': { upload: zh }, en: { upload: en } });
}
