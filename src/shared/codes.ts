/**
 * Response codes carried in the body envelope (spec §8). Business and validation failures travel with
 * HTTP 200 and one of these codes, because the console turns HTTP 400/401/403/404/503 into error pages.
 */
export const ResponseCode = {
  ok: 200,
  badRequest: 400,
  sessionExpired: 401,
  sessionExpiredAlt: 402,
  forbidden: 403,
  notFound: 404,
  notFoundPage: 406,
  conflict: 409,
  initialised: 410,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  serverError: 500,
  serviceUnavailable: 503,
  sessionExpiredUcenter: 10010077,
  captchaExpired: 10010115,
  captchaWrong: 10010116,
  badCredentials: 10010101,
  accountLocked: 10010102,
  accountDisabled: 10010103,
  accountNotEffective: 10010104,
  accountExpired: 10010105,
  passwordTooWeak: 10010106,
  oldPasswordWrong: 10010107,
  setupRequired: 10010120,
  internalError: 10020013,
  // Users and access: a password change is due before anything privileged; a rule that protects
  // the bastion refused the change (self, last super manager, super manager by a non-super manager);
  // an LDAP user has no local password.
  passwordChangeRequired: 10010121,
  userOperationRefused: 10010122,
  ldapUserNoPassword: 10010123,
  // Sign-in methods (SMS, e-mail, one-time password, forgotten password).
  codeInvalid: 10010160,
  codeTooFrequent: 10010161,
  ticketInvalid: 10010162,
  otpInvalid: 10010163,
  otpNotBound: 10010164,
  otpAlreadyBound: 10010165,
  signInMethodDisabled: 10010166,
  providerNotConfigured: 10010167,
  providerFailed: 10010168,
  // QR scan, security keys (WebAuthn) and USB keys.
  scanNotFound: 10010170,
  scanExpired: 10010171,
  scanHandled: 10010172,
  challengeInvalid: 10010173,
  keyVerifyFailed: 10010174,
  keyNotFound: 10010175,
  // SSH layer: uploaded private keys and connection failures to target hosts.
  sshKeyInvalid: 10020120,
  sshKeyPassphrase: 10020121,
  sshConnectFailed: 10020122,
  sshHostKeyChanged: 10020123,
  // LDAP user source: directory settings, directory sign-in, import and sync.
  ldapNotEnabled: 10010180,
  ldapUnreachable: 10010181,
  ldapServiceBindFailed: 10010182,
  ldapBaseDnInvalid: 10010183,
  ldapTlsFailed: 10010184,
  ldapSearchFailed: 10010185,
  ldapSyncRunning: 10010186,
  // Single sign-on with an OpenID Connect provider (10010200–10010214).
  ssoNotConfigured: 10010200,
  ssoDiscoveryFailed: 10010201,
  ssoInsecureIssuer: 10010202,
  ssoStateInvalid: 10010203,
  ssoTokenRejected: 10010204,
  ssoBindTicketInvalid: 10010205,
  ssoIdentityTaken: 10010206,
  ssoLinkNotFound: 10010207,
  // Self-registration (helper sm2reg, 10010215–10010229).
  registerDisabled: 10010215,
  registerPending: 10010216,
  registerRefused: 10010217,
  registerTooMany: 10010218,
  registrationNotFound: 10010219,
  registrationDecided: 10010220,
  // vault (10020100–10020119)
  vaultRotationRunning: 10020100,
  vaultKeyFromEnvironment: 10020101,
  vaultNodesBehind: 10020102,
  vaultRevealReasonRequired: 10020103,
  vaultRevealFailed: 10020104,
  // Platforms, assets and tags: a built-in asset type, one in use, a change its assets forbid.
  platformBuiltIn: 10020140,
  platformInUse: 10020141,
  platformLocked: 10020142,
  // Network and application proxies.
  proxyNotFound: 10020200,
  proxyDisabled: 10020201,
  proxyAgentUnsupported: 10020202,
  proxyCycle: 10020203,
  proxyInUse: 10020204,
  proxyNoCredential: 10020205,
  proxyNoKeyPending: 10020206,
  appProxyNotFound: 10020207,
  // Accounts on assets (10020240–10020269).
  accountNoKeyPending: 10020240,
  accountNoSsh: 10020241,
  accountTagNotLinked: 10020242,
  accountNothingStored: 10020243,
  // grants (10020270–10020299): authorisations and my assets.
  grantNotFound: 10020270,
  grantTooMany: 10020273,
  grantSubjectNotFound: 10020274,
  grantAlreadyRevoked: 10020275,
  // Asset import and export (10020300–10020319): a rejected file, a file too large, too many rows, rows
  // with errors (nothing imported).
  importFileInvalid: 10020300,
  importTooLarge: 10020301,
  importTooManyRows: 10020302,
  importRejected: 10020303,
  // Session audit (10020420–10020429): an unknown session, a session without a recording file.
  auditSessionNotFound: 10020420,
  auditRecordingNotFound: 10020421,
  // Web terminal (10020400–10020419): sessions, protocols, accounts, credentials, recordings.
  terminalSessionNotFound: 10020400,
  terminalProtocolUnavailable: 10020401,
  terminalNoProtocol: 10020402,
  terminalAccountNotOnAsset: 10020403,
  terminalAccountNotGranted: 10020404,
  terminalNoCredential: 10020405,
  terminalSecretUnreadable: 10020406,
  terminalRecordingFailed: 10020407,
  terminalCredentialRefused: 10020408,
  terminalLoginDenied: 10020409,
  terminalLoginApprovalRequired: 10020410,
  // Telnet layer (10020430–10020439): a Telnet asset could not be reached or refused the login.
  telnetConnectFailed: 10020430,
  telnetLoginRefused: 10020431,
  // Command interception, login policies and command / login approvals (10020440–10020479).
  policyNotFound: 10020440,
  policyPatternInvalid: 10020441,
  approvalNotFound: 10020442,
  approvalDecided: 10020443,
  approvalNotApprover: 10020444,
  approvalNotApplicant: 10020445,
  loginApprovalNotRequired: 10020446,
  loginPolicyDenied: 10020447,
  loginNoRight: 10020448,
  // File transfer in the terminal (10020500–10020519).
  transferSessionNotFound: 10020500,
  transferSessionNotSsh: 10020501,
  transferDirectionDenied: 10020502,
  transferRemotePathRequired: 10020503,
  /** A remote desktop session without a transfer drive on this node. */
  transferNoDrive: 10020504,
  /** A path that leaves the transfer drive (.., absolute, NUL) or passes through a symbolic link. */
  transferDrivePathInvalid: 10020505,
  transferDriveNotAFolder: 10020506,
  /** A held transfer asked for before its approval. */
  transferNotApproved: 10020507,
  /** A held transfer with no enabled flow bound to the process kind "transfer". */
  transferNoApprovalFlow: 10020508,
  // Live monitor and terminal shares (10020480–10020499).
  shareNotFound: 10020480,
  shareCodeWrong: 10020482,
  shareTooManyAttempts: 10020483,
  shareGuestNotFound: 10020484,
  /** A behaviour policy does not allow sharing the session. */
  shareDeniedByPolicy: 10020485,
  // Approval flows (10020600–10020639); decided tasks answer approvalDecided like the other approvals.
  flowModelNotFound: 10020600,
  flowModelKeyTaken: 10020601,
  flowDiagramInvalid: 10020602,
  flowModelNotDeployed: 10020603,
  flowModelDisabled: 10020604,
  flowModelInUse: 10020605,
  flowKindTaken: 10020606,
  flowInstanceNotFound: 10020607,
  flowTaskNotFound: 10020608,
  flowNoPath: 10020609,
  flowNoApprover: 10020610,
  flowFormInvalid: 10020611,
  // The coffer (10020640–10020669): safes, licences, applications.
  cofferNotFound: 10020640,
  cofferNameTaken: 10020641,
  cofferMemberNotManaged: 10020642,
  cofferOwnerNotFound: 10020643,
  cofferGroupNotFound: 10020644,
  cofferNotManager: 10020645,
  cofferNoLicence: 10020646,
  cofferLicenceExpired: 10020647,
  cofferLicenceTooWeak: 10020648,
  cofferAccountNotInSafe: 10020649,
  licenceNotFound: 10020650,
  safeApplicationNotFound: 10020651,
  safeApplicationWaiting: 10020652,
  safeApplicationNotWaiting: 10020653,
  safeApplicationNotApplicant: 10020654,
  safeEndBeforeNow: 10020655,
  // Password records and weak passwords of the vault's accounts (10020660–10020669).
  passwordRecordNotFound: 10020660,
  accountSecretNotPassword: 10020661,
  // Coffer export and account adoption (10020670–10020699): added by their modules below this line.
  adoptionNotLinux: 10020670,
  adoptionNoCredential: 10020671,
  adoptionAccountNotOnAsset: 10020672,
  adoptionListFailed: 10020673,
  adoptionAlreadyManaged: 10020674,
  // Scheduled tasks and the task centre (10020700–10020719).
  taskNotFound: 10020700,
  taskNameTaken: 10020701,
  taskTargetNotManaged: 10020702,
  taskRunNotFound: 10020703,
  taskRunNotRunning: 10020704,
  taskRunStillRunning: 10020705,
  taskRunNothingToRetry: 10020706,
  taskTargetsRequired: 10020707,
  scriptNotFound: 10020708,
  scriptNameTaken: 10020709,
  scriptInUse: 10020710,
  taskNotOwner: 10020711,
  // Account backup (10020720–10020739): the SFTP server, backup runs and restore (docs/tasks.md "Backup").
  backupNotConfigured: 10020720,
  backupSftpUnreachable: 10020721,
  backupSftpAuthRejected: 10020722,
  backupSftpHostKeyChanged: 10020723,
  backupSftpConnectionFailed: 10020724,
  backupSftpNoSubsystem: 10020725,
  backupDirectoryMissing: 10020726,
  backupDirectoryNotWritable: 10020727,
  backupProbeNotRemoved: 10020728,
  backupUploadFailed: 10020729,
  backupArchiveNotFound: 10020730,
  backupArchiveTooLarge: 10020731,
  backupArchiveUnreadable: 10020732,
  backupArchiveInvalid: 10020733,
  backupRestoreAssetExists: 10020734,
  backupRestorePlatformUnknown: 10020735,
  // Files (10020760–10020769): uploads of forms and settings (docs/files.md).
  uploadRefused: 10020760,
  fileNotFound: 10020761,
  // Product licence (10020770–10020779): activation and the limits (docs/licence.md).
  licenceInvalid: 10020770,
  licenceNotForInstallation: 10020771,
  licenceAlreadyExpired: 10020772,
  licenceLimitReached: 10020773,
  // The host's network (10020790–10020799): appliance mode, commands that failed, what is not there (docs/network.md).
  networkNotManaged: 10020790,
  networkUnavailable: 10020791,
  networkCommandFailed: 10020792,
  networkNotFound: 10020793,
  networkConflict: 10020794,
  networkWouldCutConsole: 10020795,
  // Database sessions (10020800–10020819): protocols, connections and statements (docs/database-sessions.md).
  dbNoProtocol: 10020800,
  dbSessionNotFound: 10020801,
  dbConnectFailed: 10020802,
  dbCredentialRefused: 10020803,
  dbStatementFailed: 10020804,
  dbStatementTimeout: 10020805,
  dbStatementCancelled: 10020806,
  dbSessionBusy: 10020807,
  dbPasswordOnly: 10020809,
  // SQL interception (10020810–10020819): a policy blocked, held or refused a statement.
  dbStatementBlocked: 10020810,
  dbStatementHeld: 10020811,
  dbStatementRefused: 10020812,
  dbHeldStatementNotFound: 10020813,
  // Native database clients (10020820–10020829): access tokens of the psql/mysql listeners.
  dbNativeTokenNotFound: 10020820,
  // Web assets (10020900–10020919): publishing a web application through the bastion (docs/web-assets.md).
  webNoProtocol: 10020900,
  webSessionNotFound: 10020901,
  webUpstreamFailed: 10020902,
  webCredentialRefused: 10020903,
  webAppProxyDisabled: 10020904,
  webPasswordOnly: 10020905,
  // Graphical sessions (10020920–10020939): remote desktops in the browser (docs/rdp.md).
  graphicalNoProtocol: 10020920,
  graphicalSessionNotFound: 10020921,
  graphicalCredentialRefused: 10020922,
  graphicalConnectFailed: 10020923,
  graphicalSessionCap: 10020924,
  graphicalUnavailable: 10020925,
  graphicalPasswordOnly: 10020926,
  graphicalCertificateChanged: 10020927,
  graphicalNoTls: 10020928,
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Codes whose arrival means the session is gone (spec §8). */
export const SESSION_EXPIRED_CODES: readonly number[] = [
  ResponseCode.sessionExpired,
  ResponseCode.sessionExpiredAlt,
  ResponseCode.sessionExpiredUcenter,
];

/** Codes shown as an error toast unless the request suppresses it (spec §8). */
export const ERROR_TOAST_CODES: readonly number[] = [ResponseCode.serverError, ResponseCode.internalError];

/** Non-200 codes that the console never announces on its own (spec §8). */
export const SILENT_CODES: readonly number[] = [
  10010108, 10010109, 10010089, 10010090, 10010078, 100001, 1001001, 10010043, 10010119, 601,
];

/** HTTP statuses that the console answers by showing the page of that status (spec §8). */
export const ERROR_PAGE_STATUSES: readonly number[] = [400, 401, 403, 404, 503];
