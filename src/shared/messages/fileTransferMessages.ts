/** File transfer in the terminal (SFTP through a live session; docs/file-transfer.md). */
export const fileTransferMessages = {
  transferSessionNotFound: {
    zh: '终端会话不存在、已结束或不属于您',
    en: 'The terminal session does not exist, has ended or is not yours',
  },
  transferSessionNotSsh: { zh: '只有 SSH 会话可以传输文件', en: 'Files can be transferred in SSH sessions only' },
  transferUploadDenied: { zh: '您的授权不允许上传文件', en: 'Your authorisation does not allow uploading files' },
  transferDownloadDenied: {
    zh: '您的授权不允许下载文件',
    en: 'Your authorisation does not allow downloading files',
  },
  transferRemotePathRequired: { zh: '请输入远程文件路径', en: 'Enter the remote file path' },
  transferRemoteNotAFile: { zh: '远程路径不是普通文件', en: 'The remote path is not a regular file' },
  transferRemoteFailed: {
    zh: '远程主机文件操作失败：{{reason}}',
    en: 'The file operation on the host failed: {{reason}}',
  },
  transferHostFailed: {
    zh: '无法连接目标主机传输文件：{{reason}}',
    en: 'Could not reach the host for the transfer: {{reason}}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
