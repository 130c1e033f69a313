import { addBundles } from '../../../i18n';

/**
 * Texts of file transfer beyond the SSH bar's (terminal.transfer): a remote desktop's drive and transfers held for
 * approval, read as t('terminalDrive.<key>'). Keep zh and en key for key in step.
 */
const zh = {
  title: '传输盘',
  hint: '远程桌面中的「Gatehouse」驱动器。上传的文件放在这里；桌面放到这里的文件可以下载。',
  show: '文件传输',
  hide: '收起文件传输',
  refresh: '刷新',
  root: '传输盘',
  up: '上一级',
  open: '打开 {{name}}',
  name: '名称',
  size: '大小',
  modified: '修改时间',
  actions: '操作',
  download: '下载',
  downloadName: '下载 {{name}}',
  upload: '上传到此目录',
  empty: '目录为空',
  kinds: { file: '文件', folder: '目录', link: '符号链接（不能下载）', other: '特殊文件（不能下载）' },
  held: {
    title: '等待审批的传输',
    upload: '上传',
    download: '下载',
    waiting: '等待审批',
    approved: '已通过',
    uploaded: '已通过，已放入目标位置',
    failed: '未通过：{{reason}}',
    fetch: '下载已批准的文件 {{name}}',
    notice: '文件已暂存，等待审批通过后传输',
  },
};

const en: typeof zh = {
  title: 'Transfer drive',
  hint: 'The “Gatehouse” drive on the remote desktop. Uploads land here; files the desktop puts here can be downloaded.',
  show: 'File transfer',
  hide: 'Hide file transfer',
  refresh: 'Refresh',
  root: 'Transfer drive',
  up: 'Up one level',
  open: 'Open {{name}}',
  name: 'Name',
  size: 'Size',
  modified: 'Modified',
  actions: 'Actions',
  download: 'Download',
  downloadName: 'Download {{name}}',
  upload: 'Upload to this folder',
  empty: 'The folder is empty',
  kinds: {
    file: 'File',
    folder: 'Folder',
    link: 'Symbolic link (cannot be downloaded)',
    other: 'Special file (cannot be downloaded)',
  },
  held: {
    title: 'Transfers waiting for approval',
    upload: 'Upload',
    download: 'Download',
    waiting: 'Waiting for approval',
    approved: 'Approved',
    uploaded: 'Approved and placed',
    failed: 'Not approved: {{reason}}',
    fetch: 'Download the approved file {{name}}',
    notice: 'The file is held until an approver agrees to the transfer',
  },
};

let added = false;

export function ensureTransferTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { terminalDrive: zh }, en: { terminalDrive: en } });
}
