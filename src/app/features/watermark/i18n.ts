import { addBundles } from '../../i18n';

/** Texts of the watermark tab of /setup, read as t('watermark.<key>'). */
export const watermarkText = {
  zh: {
    tab: '水印设置',
    isOpen: '开启页面水印',
    isOpenHint:
      '开启后，所有用户的控制台页面（含 Web 终端与实时监控，不含录像回放）显示水印，并防止在浏览器中删除或隐藏。',
    content: '水印内容',
    contentHint: '第一行文字，可留空；其后依次为当前时间与所选的用户信息。',
    shown: '显示的用户信息',
    isShowUserName: '用户名',
    isShowNickName: '昵称',
    isShowPhoneNumber: '手机号',
    isShowEmail: '邮箱',
    typeSize: '字号（px）',
    transparency: '透明度',
    transparencyHint: '0 为不透明，1 为完全透明（不可见）；水印的不透明度为 1 − 透明度。',
    rotationAngle: '旋转角度（°）',
    width: '水印宽度（px）',
    height: '水印高度（px）',
    sizeHint: '单个水印的宽和高；页面上按一半的尺寸平铺。',
    colorSelector: '文字颜色',
    preview: '预览',
    previewLabel: '水印预览：{{text}}',
    save: '保存',
    saving: '保存中…',
    saved: '水印设置已保存',
    readOnly: '您可以查看水印设置；修改需要 system:setting:edit 权限。',
  },
  en: {
    tab: 'Watermark',
    isOpen: 'Show the page watermark',
    isOpenHint:
      'When on, every user’s console pages (the web terminal and the live monitor included, session replay excluded) carry the watermark, and removing or hiding it in the browser puts it back.',
    content: 'Text',
    contentHint: 'The first line, may be empty; the current time and the chosen user details follow.',
    shown: 'User details shown',
    isShowUserName: 'User name',
    isShowNickName: 'Nickname',
    isShowPhoneNumber: 'Phone number',
    isShowEmail: 'E-mail',
    typeSize: 'Font size (px)',
    transparency: 'Transparency',
    transparencyHint: '0 is opaque, 1 fully transparent (invisible); the watermark’s opacity is 1 − transparency.',
    rotationAngle: 'Angle (°)',
    width: 'Width (px)',
    height: 'Height (px)',
    sizeHint: 'One watermark’s width and height; the page tiles it at half that size.',
    colorSelector: 'Text colour',
    preview: 'Preview',
    previewLabel: 'Watermark preview: {{text}}',
    save: 'Save',
    saving: 'Saving…',
    saved: 'The watermark settings were saved',
    readOnly: 'You can read the watermark settings; changing them needs system:setting:edit.',
  },
};

/** Field names inside the server's messages ("字号须在 8 至 72 之间"). */
const fieldNames = {
  zh: { typeSize: '字号', transparency: '透明度', rotationAngle: '旋转角度', width: '水印宽度', height: '水印高度' },
  en: { typeSize: 'Font size', transparency: 'Transparency', rotationAngle: 'Angle', width: 'Width', height: 'Height' },
};

let added = false;

export function ensureWatermarkTexts(): void {
  if (added) return;
  added = true;
  addBundles({
    'zh-CN': { watermark: watermarkText.zh, fields: fieldNames.zh },
    en: { watermark: watermarkText.en, fields: fieldNames.en },
  });
}
