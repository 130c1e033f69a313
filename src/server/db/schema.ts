import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Typed schema of the database, shared by both dialects. Conventions that keep SQLite and PostgreSQL
 * interchangeable: timestamps are ISO-8601 UTC strings (`Date#toISOString()`, which sort as text),
 * booleans are integers 0/1, ids are integers.
 */
export type Timestamp = string;
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  user_name: string;
  nick_name: string;
  password_hash: string;
  email: string;
  phonenumber: string;
  avatar: string;
  user_kind: number;
  user_source: number;
  status: number;
  valid_from: Timestamp | null;
  valid_to: Timestamp | null;
  must_change_password: Flag;
  password_changed_at: Timestamp;
  failed_attempts: number;
  locked_until: Timestamp | null;
  dept_id: number | null;
  /** Department role (spec §3), meaningful while dept_id is set; added by migration 004. */
  dept_role: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  role_key: string;
  name_zh: string;
  name_en: string;
  sort: number;
}

export interface RolePermissionsTable {
  role_id: number;
  permission: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface MenusTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  path: string;
  component: string;
  title_zh: string;
  title_en: string;
  icon: string;
  permission: string | null;
  hidden: Flag;
  no_cache: Flag;
  affix: Flag;
  link: string | null;
  redirect: string | null;
  sort: number;
}

export interface DictTypesTable {
  id: Generated<number>;
  dict_type: string;
  name_zh: string;
  name_en: string;
}

export interface DictDataTable {
  id: Generated<number>;
  dict_type: string;
  label_zh: string;
  label_en: string;
  value: string;
  list_class: string;
  css_class: string;
  sort: number;
}

export interface ConfigTable {
  key: string;
  value: string;
}

export interface AuthTokensTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string;
  user_agent: string;
}

export interface CaptchasTable {
  uuid: string;
  answer: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginLogsTable {
  id: Generated<number>;
  user_name: string;
  ip: string;
  user_agent: string;
  status: number;
  /** A message reference (`key?name=value`), rendered in the reader's language. */
  msg: string;
  login_time: Timestamp;
}

export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: Timestamp;
}

export interface StationMessagesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  /** 1 or 2 (spec §3). */
  message_type: number;
  /** JSON text, '' when the message jumps nowhere. */
  jump_param: string;
  jump_web_route: string;
  /** 1 unread, 2 read. */
  status: number;
  publish_time: Timestamp;
  read_at: Timestamp | null;
}

export interface TransferRecordsTable {
  id: Generated<number>;
  user_id: number;
  /** 0 upload, 1 download. */
  direction: number;
  file_name: string;
  /** bigint: PostgreSQL's driver answers it as a string; services convert with Number(). */
  size: number | string;
  sha256: string | null;
  /** TransferStatus of src/shared/api/transfer.ts. */
  status: number;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** The organisation tree (migration 004). */
export interface DepartmentsTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  sort: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserGroupsTable {
  id: Generated<number>;
  group_name: string;
  remark: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserGroupMembersTable {
  group_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** One-time codes sent by SMS or e-mail (005); only a keyed hash of the code is kept. */
export interface VerificationCodesTable {
  id: Generated<number>;
  /** login | second | reset */
  purpose: string;
  /** sms | email */
  channel: string;
  /** The phone number or e-mail address the code went to (or would have gone to). */
  target: string;
  user_id: number | null;
  code_hash: string;
  attempts: number;
  ip: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Short-lived single-use tickets (005): a second factor after a password, or a password reset. */
export interface SigninTicketsTable {
  ticket_hash: string;
  user_id: number;
  /** second | reset */
  kind: string;
  /** sms | otp | email */
  factor: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** TOTP seeds (005), sealed by the vault; last_step refuses a code used before. */
export interface UserOtpTable {
  user_id: number;
  secret_sealed: string;
  confirmed: Flag;
  /** bigint: PostgreSQL's driver answers it as a string; services convert with Number(). */
  last_step: number | string;
  created_at: Timestamp;
  confirmed_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  dict_types: DictTypesTable;
  dict_data: DictDataTable;
  config: ConfigTable;
  auth_tokens: AuthTokensTable;
  captchas: CaptchasTable;
  login_logs: LoginLogsTable;
  password_history: PasswordHistoryTable;
  station_messages: StationMessagesTable;
  transfer_records: TransferRecordsTable;
  departments: DepartmentsTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
  verification_codes: VerificationCodesTable;
  signin_tickets: SigninTicketsTable;
  user_otp: UserOtpTable;
  scan_logins: ScanLoginsTable;
  webauthn_credentials: WebauthnCredentialsTable;
  usb_key_certs: UsbKeyCertsTable;
  auth_challenges: AuthChallengesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** A QR scan sign-in request (006). status: ScanStatus of src/shared/api/keys.ts. */
export interface ScanLoginsTable {
  guid: string;
  poll_key_hash: string;
  status: number;
  requester_ip: string;
  requester_ua: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The user who scanned (and may confirm). */
  user_id: number | null;
  ticket_hash: string | null;
  decided_at: Timestamp | null;
  delivered_at: Timestamp | null;
}

export interface WebauthnCredentialsTable {
  id: Generated<number>;
  user_id: number;
  /** base64url */
  credential_id: string;
  /** base64url of the COSE public key */
  public_key: string;
  /** bigint: PostgreSQL answers it as a string. */
  counter: number | string;
  /** comma-separated AuthenticatorTransport values */
  transports: string;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export interface UsbKeyCertsTable {
  id: Generated<number>;
  user_id: number;
  /** PEM */
  certificate: string;
  /** SHA-256 of the DER, hex */
  fingerprint: string;
  subject_cn: string;
  serial: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export interface AuthChallengesTable {
  id: string;
  /** ChallengePurpose of src/server/security/challenges.ts */
  purpose: string;
  challenge: string;
  user_id: number | null;
  rp_id: string;
  origin: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
