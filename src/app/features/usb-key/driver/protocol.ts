/**
 * The local key-device service (spec §7): a vendor program on the user's machine that exposes the
 * USB key through form-encoded POSTs to port 8090 (433 with TLS under old IE, which we do not
 * support). Each request carries `order` (the operation) and its parameters; each answer is JSON with
 * `rev` (0 = success) and the operation's result fields. The order names follow the GM/T 0016 "SKF"
 * interface that such services wrap. Keep in step with tests/support/keyDeviceSimulator.ts.
 */
export const Order = {
  enumDevices: 'SKF_EnumDev',
  connect: 'SKF_ConnectDev',
  disconnect: 'SKF_DisConnectDev',
  deviceAuth: 'SKF_DevAuth',
  enumApplications: 'SKF_EnumApplication',
  createApplication: 'SKF_CreateApplication',
  openApplication: 'SKF_OpenApplication',
  deleteApplication: 'SKF_DeleteApplication',
  verifyPin: 'SKF_VerifyPIN',
  changePin: 'SKF_ChangePIN',
  enumContainers: 'SKF_EnumContainer',
  createContainer: 'SKF_CreateContainer',
  openContainer: 'SKF_OpenContainer',
  genRsaKeyPair: 'SKF_GenRSAKeyPair',
  exportPublicKey: 'SKF_ExportPublicKey',
  exportCertificate: 'SKF_ExportCertificate',
  importCertificate: 'SKF_ImportCertificate',
  rsaSign: 'SKF_RSASignData',
  genRandom: 'SKF_GenRandom',
  /** SM2: the device generates the pair in the container (answer: ECCPUBLICKEYBLOB, base64). */
  genEccKeyPair: 'SKF_GenECCKeyPair',
  /** SM3 with the public key and user id: the device computes Z (GM/T 0009) and answers a hash handle. */
  digestInit: 'SKF_DigestInit',
  /** One-shot SM3 over Z || data (answer: the 32-byte digest, base64). */
  digest: 'SKF_Digest',
  /** SM2 signature over a digest (answer: ECCSIGNATUREBLOB r[64] s[64], base64). */
  eccSign: 'SKF_ECCSignData',
} as const;
export type OrderCode = (typeof Order)[keyof typeof Order];

/** Device answer codes the console treats specially (spec §8). */
export const DeviceCode = {
  ok: 0,
  pinIncorrect: 167772196,
  pinLocked: 167772197,
  /** SAR_FILE_NOT_EXIST / no certificate in the container. */
  notFound: 167772203,
} as const;

/** Spec §9 constants. */
export const USB_KEY = {
  serviceUrl: 'http://127.0.0.1:8090',
  applicationName: 'fisec',
  containerName: 'fisec',
  retryCount: 5,
  /** SECURE_EVERYONE_ACCOUNT: rights of files created in the application. */
  rights: 255,
  /** Length of the random number drawn from the device (the driver's default would be 3). */
  randomLength: 16,
  /** SM3 with SM2 signatures uses this fixed 16-character user id (GM/T 0009 default); unused by RSA. */
  sm3UserId: '1234567812345678',
  /** The SKF default device authentication key. */
  deviceAuthKey: '1234567812345678',
  /** Administrator PIN set on creation of the application. */
  adminPin: 'admin123',
  rsaBits: 2048,
  /** Spec §4: connected keys are checked this often while a key sign-in is active. */
  checkPollMs: 5_000,
  /** Spec §4: while waiting for a key to be plugged in at sign-in. */
  waitPollMs: 2_000,
  /** Driver version the protocol matches (spec §7). */
  driverVersion: '3.3.0_S',
} as const;

export const PIN_TYPE_USER = 1;

/** GM/T 0006 algorithm identifiers the SKF calls take. */
export const AlgId = {
  sm2Sign: 0x00020100,
  sm3: 0x00000001,
} as const;

/** The signing key algorithm a key is initialised with: chosen per installation (GATEHOUSE_USB_KEY_ALGORITHM). */
export type KeyAlgorithm = 'RSA' | 'SM2';

/** Result fields of an answer: text values (numbers arrive as numbers for rev and retryCount). */
export type ServiceAnswer = { rev: number; retryCount?: number } & Record<string, unknown>;
