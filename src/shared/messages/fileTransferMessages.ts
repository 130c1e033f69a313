/** File transfer in the terminal (SFTP through an SSH session, the drive of a remote desktop; docs/file-transfer.md). */
export const fileTransferMessages = {
  transferSessionNotFound: {
    zh: '终端会话不存在、已结束或不属于您',
    en: 'The terminal session does not exist, has ended or is not yours',
  },
  transferSessionNotSsh: {
    zh: '只有 SSH 会话和远程桌面会话可以传输文件',
    en: 'Files can be transferred in SSH and remote desktop sessions only',
  },
  transferNoDrive: {
    zh: '该远程桌面会话没有传输盘（两个方向都不允许传输，或会话不在本节点上）',
    en: 'This remote desktop session has no transfer drive (both directions are denied, or the session runs on another node)',
  },
  transferDrivePathInvalid: {
    zh: '传输盘中的路径无效：{{path}}',
    en: 'Not a path inside the transfer drive: {{path}}',
  },
  transferDriveNotAFile: {
    zh: '传输盘中的该路径不是普通文件（目录和符号链接不能下载）',
    en: 'That path in the transfer drive is not a regular file (folders and symbolic links cannot be downloaded)',
  },
  transferDriveNotAFolder: {
    zh: '传输盘中的该路径不是目录',
    en: 'That path in the transfer drive is not a folder',
  },
  transferHeldForApproval: {
    zh: '文件已暂存，等待审批通过后传输',
    en: 'The file is held until an approver agrees to the transfer',
  },
  transferRefusedByApprover: {
    zh: '文件传输审批未通过：{{reason}}',
    en: 'The transfer was not approved: {{reason}}',
  },
  transferNoApprovalFlow: {
    zh: '文件传输需要审批，但没有启用的审批流程绑定到文件传输',
    en: 'This transfer needs approval, but no enabled approval flow is bound to file transfer',
  },
  transferApprovedNotPlaced: {
    zh: '审批已通过，但文件无法放到目标位置：{{reason}}',
    en: 'Approved, but the file could not be placed: {{reason}}',
  },
  transferFlowUpload: { zh: '上传', en: 'Upload' },
  transferFlowDownload: { zh: '下载', en: 'Download' },
  transferNotApproved: {
    zh: '该文件传输尚未审批通过',
    en: 'This transfer has not been approved',
  },
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
