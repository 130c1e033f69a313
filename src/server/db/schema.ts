import type { Generated, Insertable, Selectable } from 'kysely';
import type { ChangeScriptsTable, JobLogTable, TaskRunsTable, TaskRunTargetsTable, TasksTable } from './taskSchema';

/**
 * Typed schema of the database, shared by both dialects. Conventions that keep SQLite and PostgreSQL
 * interchangeable: timestamps are ISO-8601 UTC strings (`Date#toISOString()`, which sort as text),
 * booleans are integers 0/1, ids are integers.
 *
 * One file on purpose: the tables follow the migrations in order, each migration's tables closing with its
 * own `interface Database` block (TypeScript merges them), so the whole schema reads top to bottom like
 * the migration history, and a new migration appends its types without touching anyone else's.
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
  /** Spec §2 Modes: 'manage' or 'use' (029). */
  console_mode: Generated<string>;
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

/** status 0 normal, 1 disabled; is_system 1 for the seeded rows code depends on (035, docs/dictionaries.md). */
export interface DictTypesTable {
  id: Generated<number>;
  dict_type: string;
  name_zh: string;
  name_en: string;
  status: Generated<number>;
  remark: Generated<string>;
  is_system: Generated<Flag>;
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
  status: Generated<number>;
  is_default: Generated<Flag>;
  remark: Generated<string>;
  is_system: Generated<Flag>;
}

/** Gatehouse's settings and administrators' parameters (035): config_type 'Y' built in, 'N' an administrator's. */
export interface ConfigTable {
  id: Generated<number>;
  key: string;
  value: string;
  name_zh: Generated<string>;
  name_en: Generated<string>;
  config_type: Generated<string>;
  remark: Generated<string>;
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

/** Wrong sign-in attempts per name (as typed) and source address (025). */
export interface SignInFailuresTable {
  subject: string;
  ip: string;
  failures: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
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
  /** 024: message keys and parameters of a message Gatehouse wrote (JSON, see modules/messages/stationTexts.ts); '' when sent as typed. */
  texts: Generated<string>;
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
  /** 022: the terminal session an SFTP transfer goes through; null for a staged (non-SFTP) record. */
  session_id: number | null;
  asset_id: number | null;
  account_id: number | null;
  /** Upload: the directory asked for, then the file written; download: the file read. */
  remote_path: string | null;
  /** Why the transfer failed, as the user was told. */
  failure: string | null;
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
  sign_in_failures: SignInFailuresTable;
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
  operation_logs: OperationLogsTable;
  // Single sign-on (009).
  sso_requests: SsoRequestsTable;
  sso_bind_tickets: SsoBindTicketsTable;
  sso_links: SsoLinksTable;
  registration_requests: RegistrationRequestsTable;
  // vault (011)
  vault_rotations: VaultRotationsTable;
  vault_nodes: VaultNodesTable;
  vault_reveals: VaultRevealsTable;
  // Assets (012).
  platforms: PlatformsTable;
  tags: TagsTable;
  assets: AssetsTable;
  asset_protocols: AssetProtocolsTable;
  asset_tags: AssetTagsTable;
  // Network and application proxies (013).
  network_proxies: NetworkProxiesTable;
  application_proxies: ApplicationProxiesTable;
  // Accounts on assets (014).
  accounts: AccountsTable;
  account_tags: AccountTagsTable;
  asset_host_keys: AssetHostKeysTable;
  asset_rdp_certificates: AssetRdpCertificatesTable;
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

// LDAP user source (007). Declared as a second `Database` block so that the tables join by interface merging.
/** The directory entry an LDAP user was imported from. */
export interface LdapAccountsTable {
  user_id: number;
  dn: string;
  synced_at: Timestamp;
  /** Set while the user is locked because a full sync no longer found the entry. */
  gone_at: Timestamp | null;
}

/** One import or sync run with its progress and counts. */
export interface LdapSyncRunsTable {
  id: Generated<number>;
  started_by: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  full_sync: Flag;
  total: number;
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  locked: number;
  skipped_detail: string;
  error: string | null;
}

export interface Database {
  ldap_accounts: LdapAccountsTable;
  ldap_sync_runs: LdapSyncRunsTable;
}

/** The operation log (008): one state-changing call each. kind: AuditKind of src/shared/api/auditSpec.ts. */
export interface OperationLogsTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  ip: string;
  user_agent: string;
  module: string;
  title: string;
  kind: string;
  method: string;
  path: string;
  /** Comma-separated ids of what the call was about. */
  target_ids: string;
  /** Comma-separated names (user, role, department...) of what the call was about. */
  target_names: string;
  /** The envelope code answered; 200 is success. */
  code: number;
  msg: string;
  duration_ms: number;
  oper_time: Timestamp;
}

/** A pending single sign-on request (009): what the callback checks, used once. */
export interface SsoRequestsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** An external identity waiting to be linked on /bind (009). */
export interface SsoBindTicketsTable {
  ticket_hash: string;
  issuer: string;
  subject: string;
  name: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** An external identity (issuer + subject) linked to a user (009). */
export interface SsoLinksTable {
  id: Generated<number>;
  user_id: number;
  issuer: string;
  subject: string;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A self-registration request (010). status: RegistrationStatus of src/shared/api/registration.ts. */
export interface RegistrationRequestsTable {
  id: Generated<number>;
  user_name: string;
  nick_name: string;
  phonenumber: string;
  email: string;
  password_hash: string;
  status: number;
  refuse_reason: string;
  requester_ip: string;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  /** User name of the administrator who decided. */
  decided_by: string | null;
  /** The user created on approval. */
  user_id: number | null;
}

// vault (011) ---------------------------------------------------------------------------------------------

/** A master-key rotation: data keys re-wrapped under target_key_id in batches; the cursor makes it resumable. */
export interface VaultRotationsTable {
  id: Generated<number>;
  /** running | done | failed */
  status: string;
  target_key_id: string;
  generated_key: Flag;
  /** Values not yet under the target key when the rotation started. */
  total: number;
  done: number;
  pass: number;
  /** Cursor: index into sealedColumns and the last record id walked there (JSON). */
  column_index: number;
  last_id: string | null;
  /** Values still under another key when it finished (written meanwhile by a node with an older key). */
  remaining: number;
  /** Comma-separated key ids whose key files were deleted when no record referred to them any more. */
  retired_key_ids: string;
  error: string | null;
  started_by: string;
  started_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
  lease_owner: string | null;
  lease_until: Timestamp | null;
}

/** A server node and the master keys it holds (heartbeat), so that rotation waits for every node. */
export interface VaultNodesTable {
  node_id: string;
  current_key_id: string;
  /** Comma-separated ids of every key the node holds. */
  key_ids: string;
  seen_at: Timestamp;
}

/** The audit of secret reveals (and refused or failed attempts); never the secret itself. */
export interface VaultRevealsTable {
  id: Generated<number>;
  user_id: number | null;
  user_name: string;
  ip: string;
  user_agent: string;
  target_table: string;
  target_column: string;
  target_id: string;
  permission: string;
  /** revealed | denied | failed */
  outcome: string;
  reason: string;
  created_at: Timestamp;
}

/** An asset type (012). protocols: JSON [{protocol, port}] of src/shared/api/platforms.ts. */
export interface PlatformsTable {
  id: Generated<number>;
  name: string;
  /** Spec §3 asset type: host 0, network device 1, web 2, database 3. */
  asset_type: number;
  protocols: string;
  built_in: Flag;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssetsTable {
  id: Generated<number>;
  name: string;
  /** The platform's category, repeated for the list's type filter (spec §3 asset type). */
  asset_type: number;
  address: string;
  /** lower(name) + '\n' + lower(address): what the list's search matches. */
  search_text: string;
  platform_id: number;
  dept_id: number | null;
  encoding: string;
  description: string;
  /** A network proxy of a later release; no foreign key yet. */
  proxy_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssetProtocolsTable {
  asset_id: number;
  protocol: string;
  port: number;
}

export interface AssetTagsTable {
  asset_id: number;
  tag_id: number;
}

/** A network proxy (013). kind: ProxyKind, status: AgentStatus, deploy_status: Deployment (src/shared/rules/proxyStates.ts). */
export interface NetworkProxiesTable {
  id: Generated<number>;
  name: string;
  kind: number;
  address: string;
  port: number;
  login_user: string;
  /** 'password' | 'key' */
  auth_kind: string;
  /** Vault-sealed password or private key. */
  secret_sealed: string | null;
  /** Vault-sealed passphrase of the private key. */
  passphrase_sealed: string | null;
  parent_id: number | null;
  /** 1 enabled, 0 disabled */
  enabled: number;
  description: string;
  host_key_fingerprint: string | null;
  host_key_algorithm: string | null;
  /** A changed key the last check saw, until an administrator accepts it. */
  pending_host_key: string | null;
  pending_host_key_algorithm: string | null;
  status: number | null;
  deploy_status: number | null;
  last_check_at: Timestamp | null;
  latency_ms: number | null;
  /** Message key of the last failure; its parameters as JSON (never a secret). */
  last_error_key: string | null;
  last_error_params: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An application (web) publishing endpoint record (013). */
export interface ApplicationProxiesTable {
  id: Generated<number>;
  name: string;
  url: string;
  network_proxy_id: number | null;
  description: string;
  enabled: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Web publishing (045): 'none' | 'basic' | 'form' (docs/web-assets.md). */
  login_mode: Generated<string>;
  login_path: Generated<string>;
  username_field: Generated<string>;
  password_field: Generated<string>;
  /** More fields the login form posts, as `name=value&…` (the submit button, a hidden field). */
  extra_fields: Generated<string>;
  /** The Host header sent upstream; empty: the upstream's own host. */
  host_header: Generated<string>;
  /** 048: PEM certificates an HTTPS upstream is verified against (empty: the system's CAs). */
  upstream_ca: Generated<string>;
}

// Accounts on assets (014).
/** A login account of an asset. account_type: spec §3 (ordinary 0, privileged 1); check_result: spec §4. */
export interface AccountsTable {
  id: Generated<number>;
  asset_id: number;
  account_name: string;
  account_type: number;
  /** 'password' | 'key' */
  auth_kind: string;
  /** Vault-sealed password or private key, bound to the account id. */
  secret_sealed: string | null;
  /** Vault-sealed passphrase of the private key. */
  passphrase_sealed: string | null;
  /** SHA-256 fingerprint of the stored private key's public half (not secret). */
  key_fingerprint: string | null;
  description: string;
  check_result: Generated<number>;
  /** Message key of the last check's reason and its parameters as JSON (never a secret). */
  check_key: string | null;
  check_params: string | null;
  checked_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** account_name in lower case, for the "contains" search (018). */
  search_name: Generated<string>;
  /** Spec §5 strength of a stored password (028): low, middle, high; null for keys or none. */
  secret_strength: Generated<string | null>;
}

export interface AccountTagsTable {
  account_id: number;
  tag_id: number;
}

/** The SSH host key recorded for an asset on first contact; a changed one waits in pending_* until accepted. */
export interface AssetHostKeysTable {
  asset_id: number;
  fingerprint: string;
  algorithm: string;
  /** The endpoint the key was learnt from; another endpoint is learnt afresh. */
  address: string;
  port: number;
  pending_fingerprint: string | null;
  pending_algorithm: string | null;
  updated_at: Timestamp;
}

/** An RDP asset's desktop certificate, pinned on first contact (046). Fingerprints: SHA-256, colon-separated hex. */
export interface AssetRdpCertificatesTable {
  asset_id: number;
  fingerprint: string;
  subject: string;
  address: string;
  port: number;
  pending_fingerprint: string | null;
  pending_subject: string | null;
  updated_at: Timestamp;
}

/** One authorisation of one subject on one asset. The state is computed from the times and the clock. */
export interface GrantsTable {
  id: Generated<number>;
  /** 'user' | 'group' | 'dept' */
  subject_kind: string;
  subject_id: number;
  asset_id: number;
  /** Spec §3 permission type: view 0, login 1. */
  permission_type: number;
  /** Spec §3 authorisation kind: ordinary 0, manage 1. */
  kind: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Spec §3 access list: whitelist 1, blacklist 0; null without a source-IP list. */
  access_mode: number | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
  created_by: string;
  created_at: Timestamp;
  /** 022: file transfer rights in the terminal, 1 allowed (the default) or 0. */
  may_upload: Generated<number>;
  may_download: Generated<number>;
}

export interface GrantAccessEntriesTable {
  grant_id: number;
  /** IPv4 address or IPv4/CIDR. */
  entry: string;
}

/** The account restriction seam: no row for a grant means every account of the asset. */
export interface GrantAccountsTable {
  grant_id: number;
  account_id: number;
}

export interface AssetFavouritesTable {
  user_id: number;
  asset_id: number;
  created_at: Timestamp;
}

export interface Database {
  grants: GrantsTable;
  grant_access_entries: GrantAccessEntriesTable;
  grant_accounts: GrantAccountsTable;
  asset_favourites: AssetFavouritesTable;
}

// Terminal sessions (016).
export interface TerminalSessionsTable {
  id: Generated<number>;
  user_id: number;
  user_name: string;
  nick_name: string;
  asset_id: number;
  asset_name: string;
  address: string;
  port: number;
  /** 'SSH' | 'TELNET' */
  protocol: string;
  account_id: number;
  account_name: string;
  proxy_name: string | null;
  /** 'UTF-8' | 'GB2312' */
  encoding: string;
  client_ip: string;
  user_agent: Generated<string>;
  node_id: string;
  /** SessionState: online 1, finished 2. */
  state: number;
  /** Spec §3 Login result: success 1, failure 2, connection closed 3. */
  login_result: number;
  failure_reason: string | null;
  /** SessionEndReason (src/shared/protocol/terminal.ts). */
  end_reason: string | null;
  terminated_by: string | null;
  exit_code: number | null;
  cols: number;
  rows: number;
  /** File name inside <data>/recordings. */
  recording_file: string | null;
  /** bigint: PostgreSQL's driver answers it as a string; services convert with Number(). */
  recording_bytes: Generated<number | string>;
  command_count: Generated<number>;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  /** JSON of the EffectiveBehavior that applied when it opened (034); null before behaviour policies. */
  behavior: string | null;
}

export interface TerminalCommandsTable {
  id: Generated<number>;
  session_id: number;
  /** Seconds from the start of the recording. */
  at_seconds: number;
  line: string;
  /** 'run' | 'blocked' | 'held' | 'approved' | 'refused' | 'warned' */
  action: string;
  created_at: Timestamp;
}

export interface Database {
  terminal_sessions: TerminalSessionsTable;
  terminal_commands: TerminalCommandsTable;
}

/** A statement of a database session (041; docs/database-sessions.md). */
export interface DbStatementsTable {
  id: Generated<number>;
  session_id: number;
  sql_text: string;
  started_at: Timestamp;
  duration_ms: number;
  /** 'ok' | 'error' | 'timeout' | 'cancelled' */
  outcome: string;
  row_count: number | null;
  /** bigint: PostgreSQL's driver answers it as a string. */
  affected_rows: number | string | null;
  truncated: Generated<number>;
  error_text: string | null;
  error_code: string | null;
  /** JSON [{name, type}]. */
  columns: Generated<string>;
  /** 047: JSON list of a prepared statement's parameter values (strings, null for NULL); null without parameters. */
  params: string | null;
}

export interface Database {
  db_statements: DbStatementsTable;
}

/** Short-lived access tokens of native database clients (migration 043); the secret itself is never stored. */
export interface DbNativeTokensTable {
  id: Generated<number>;
  /** The client's user name (`gh_…`). */
  public_id: string;
  /** Hex SHA-256 of the secret, for cleartext password checks. */
  secret_sha256: string;
  /** Hex SHA1(SHA1(secret)), what MySQL's mysql_native_password scramble is checked against. */
  secret_mysql: string;
  user_id: number;
  asset_id: number;
  account_id: number;
  database_name: string | null;
  /** The console sign-in that issued it: signing out ends the native sessions opened with it. */
  issued_token_hash: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface Database {
  db_native_tokens: DbNativeTokensTable;
}

// Command interception, login policies and approvals (019). JSON arrays in text columns; '[]' means all.
interface PolicyColumns {
  id: Generated<number>;
  name: string;
  priority: number;
  action: number;
  user_ids: string;
  group_ids: string;
  asset_ids: string;
  account_ids: string;
  approver_ids: string;
  enabled: number;
  description: string;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommandPoliciesTable extends PolicyColumns {
  /** Spec §3 Intercept match: string 0, regex 1. */
  match_kind: number;
  patterns: string;
  /** 042: shell lines 0, SQL statements 1; the sql_ columns are the SQL rules (JSON lists, 0/1 flags). */
  target: Generated<number>;
  sql_kinds: Generated<string>;
  sql_no_where: Generated<number>;
  sql_objects: Generated<string>;
  /** 0 fail-closed, 1 fail-open. */
  sql_unparseable: Generated<number>;
}

/** An upload of a form or a setting (036; docs/files.md); the file is <dataDir>/uploads/<file_name minus upload/>. */
export interface UploadedFilesTable {
  id: Generated<number>;
  file_name: string;
  original_name: string;
  size: number;
  sha256: string;
  uploaded_by: number;
  uploaded_by_name: string;
  created_at: Timestamp;
}

/** Behaviour policies (034): a null rule column is a rule this policy leaves to others. */
export interface BehaviorPoliciesTable extends PolicyColumns {
  tag_ids: string;
  idle_minutes: number | null;
  max_session_minutes: number | null;
  upload_rule: number | null;
  download_rule: number | null;
  clipboard_copy_rule: number | null;
  clipboard_paste_rule: number | null;
  share_rule: number | null;
  monitor_rule: number | null;
  recording_mode: number | null;
  /** Database sessions (migration 044): row limit, statement timeout in seconds, JSON masking rules. */
  db_row_limit: number | null;
  db_timeout_seconds: number | null;
  db_masking: Generated<string>;
}

export interface LoginPoliciesTable extends PolicyColumns {
  /** JSON ISO days 1–7. */
  days: string;
  /** JSON [{start, end}] "HH:MM". */
  time_ranges: string;
  access_mode: number | null;
  access_entries: string;
}

interface ApprovalRequestColumns {
  id: Generated<number>;
  user_id: number;
  user_name: string;
  asset_id: number;
  asset_name: string;
  address: string;
  port: number;
  /** Comma-separated protocols of the asset. */
  protocols: string;
  proxy_id: number | null;
  proxy_name: string;
  account_id: number;
  account_name: string;
  policy_id: number | null;
  policy_name: string;
  /** Spec §4: 1 pending, 2 approved, 3 refused, 4 withdrawn. */
  status: number;
  refuse_reason: string;
  decided_by: number | null;
  decided_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp | null;
}

export interface CommandApprovalsTable extends ApprovalRequestColumns {
  command: string;
  /** The terminal session that held the line; '' when not known. */
  session_id: string;
}

export interface LoginApprovalsTable extends ApprovalRequestColumns {
  reason: string;
  source_ip: string;
  expiration_minutes: number | null;
  window_ends_at: Timestamp | null;
}

export interface ApprovalAssigneesTable {
  /** 'command' | 'login' */
  kind: string;
  record_id: number;
  user_id: number;
}

export interface Database {
  command_policies: CommandPoliciesTable;
  login_policies: LoginPoliciesTable;
  behavior_policies: BehaviorPoliciesTable;
  uploaded_files: UploadedFilesTable;
  command_approvals: CommandApprovalsTable;
  login_approvals: LoginApprovalsTable;
  approval_assignees: ApprovalAssigneesTable;
}

// Terminal shares (migration 021; docs/monitor-share.md).
export interface TerminalSharesTable {
  id: Generated<number>;
  session_id: number;
  owner_id: number;
  token_hash: string;
  code_hash: string;
  expires_at: Timestamp;
  revoked: Generated<number>;
  /** The guest allowed to type, or null. */
  input_guest: string | null;
  created_at: Timestamp;
}

export interface TerminalShareGuestsTable {
  id: Generated<number>;
  share_id: number;
  session_id: number;
  guest_id: string;
  /** 'join' | 'codeRefused' | 'left' */
  event: string;
  ip: string;
  user_agent: Generated<string>;
  at: Timestamp;
}

export interface Database {
  terminal_shares: TerminalSharesTable;
  terminal_share_guests: TerminalShareGuestsTable;
}

// Migration 023 adds no table to this interface: accounts_trigrams is an FTS5 index on SQLite only, kept by
// triggers and read with raw SQL in modules/accounts/accountNameMatch.ts.

// Approval flows (migration 026; docs/flows.md).
export interface FlowModelsTable {
  id: Generated<number>;
  model_key: string;
  name: string;
  description: string;
  /** A ProcessKind the model answers for, or null. */
  process_kind: string | null;
  /** The form model (src/shared/forms) as JSON. */
  form_json: string;
  bpmn_xml: string;
  enabled: number;
  /** 0 until the first deploy. */
  deployed_version: number;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlowModelVersionsTable {
  id: Generated<number>;
  model_id: number;
  version: number;
  bpmn_xml: string;
  form_json: string;
  /** The FlowDefinition the engine runs (modules/flow/definition). */
  definition_json: string;
  deployed_by: string;
  deployed_at: Timestamp;
}

export interface FlowInstancesTable {
  id: Generated<number>;
  model_id: number;
  version_id: number;
  model_key: string;
  model_name: string;
  applicant_id: number;
  applicant_name: string;
  process_kind: string | null;
  /** What the request is about in its process (e.g. a login approval's id); '' for a plain form. */
  business_key: string;
  /** Facts the approver rules read (the asset for its owners). */
  facts_json: string;
  form_data: string;
  /** FlowStatus: 1 waiting, 2 approved, 3 refused. */
  status: number;
  /** FlowResult code. */
  result: string;
  revision: number;
  created_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface FlowStepsTable {
  id: Generated<number>;
  instance_id: number;
  node_id: string;
  node_name: string;
  /** 'any' | 'all' */
  mode: string;
  /** FlowTaskStatus */
  status: number;
  /** When the user task's timer fires; null without a timer. */
  due_at: Timestamp | null;
  created_at: Timestamp;
  ended_at: Timestamp | null;
}

export interface FlowTasksTable {
  id: Generated<number>;
  step_id: number;
  instance_id: number;
  assignee_id: number;
  /** FlowTaskStatus */
  status: number;
  comment: string;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface FlowJoinArrivalsTable {
  instance_id: number;
  node_id: string;
  flow_id: string;
}

export interface FlowTrailTable {
  id: Generated<number>;
  instance_id: number;
  /** A node or sequence flow id of the instance's diagram. */
  element_id: string;
  created_at: Timestamp;
}

export interface FlowCommentsTable {
  id: Generated<number>;
  instance_id: number;
  node_id: string;
  node_name: string;
  user_id: number | null;
  user_name: string;
  /** FlowCommentKind */
  kind: string;
  message: string;
  created_at: Timestamp;
}

export interface Database {
  flow_models: FlowModelsTable;
  flow_model_versions: FlowModelVersionsTable;
  flow_instances: FlowInstancesTable;
  flow_steps: FlowStepsTable;
  flow_tasks: FlowTasksTable;
  flow_join_arrivals: FlowJoinArrivalsTable;
  flow_trail: FlowTrailTable;
  flow_comments: FlowCommentsTable;
}

/** A safe of the coffer (027): vault_type 1 holds its assets' accounts, 2 the chosen accounts. */
export interface CoffersTable {
  id: Generated<number>;
  name: string;
  /** name in lower case, for the "contains" filter. */
  search_name: string;
  vault_type: number;
  owner_id: number | null;
  /** A user group whose members manage the safe with its owner. */
  group_id: number | null;
  /** The lower-case login names it holds, one per line (031; kept by triggers on accounts and by writeMembers). */
  account_names: Generated<string>;
  description: string;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CofferAssetsTable {
  coffer_id: number;
  asset_id: number;
}

export interface CofferAccountsTable {
  coffer_id: number;
  account_id: number;
}

export interface CofferFavouritesTable {
  user_id: number;
  coffer_id: number;
  created_at: Timestamp;
}

export interface CofferLicencesTable {
  id: Generated<number>;
  coffer_id: number;
  user_id: number;
  /** LicenceType: view, use, reveal, manage. */
  licence_type: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  issued_by: string;
  issued_at: Timestamp;
  /** The application it was issued on. */
  record_id: number | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

export interface CofferApplicationsTable {
  id: Generated<number>;
  coffer_id: number;
  coffer_name: string;
  user_id: number;
  user_name: string;
  reason: string;
  licence_type: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** SafeApplicationStatus: 1 waiting, 2 passed, 3 refused, 4 revoked. */
  status: number;
  refuse_reason: string;
  decided_by: number | null;
  decided_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp | null;
}

export interface Database {
  coffers: CoffersTable;
  coffer_assets: CofferAssetsTable;
  coffer_accounts: CofferAccountsTable;
  coffer_favourites: CofferFavouritesTable;
  coffer_licences: CofferLicencesTable;
  coffer_applications: CofferApplicationsTable;
}

/** One change of an account's secret (028): the secret it replaced, sealed bound to this row. */
export interface AccountSecretVersionsTable {
  id: Generated<number>;
  account_id: number;
  asset_id: number;
  account_name: string;
  /** The kind of the replaced credential: 'password' | 'key'. */
  auth_kind: string;
  secret_sealed: string | null;
  passphrase_sealed: string | null;
  /** SecretChangeHow: add, edit, generate, weakFix, adopt. */
  how: string;
  changed_by: string;
  changed_at: Timestamp;
}

export interface Database {
  account_secret_versions: AccountSecretVersionsTable;
}

export interface Database {
  tasks: TasksTable;
  task_runs: TaskRunsTable;
  task_run_targets: TaskRunTargetsTable;
  job_log: JobLogTable;
  change_scripts: ChangeScriptsTable;
}

// The dashboard's summary tables (037; docs/dashboard.md), kept by src/server/modules/stats.
export interface StatCountsTable {
  /** StatMetric: 'session' | 'command' | 'signInFailed'. */
  metric: string;
  /** '' for the metric's total, else 'user' | 'asset' | 'protocol' | 'action'. */
  dim_kind: string;
  /** '' for the total, else the id or value as text. */
  dim_key: string;
  /** The hour's or day's first instant, ISO-8601 UTC. */
  bucket_start: string;
  /** bigint: PostgreSQL's driver answers it as a string; readers convert with Number(). */
  count: number | string;
}

export interface Database {
  stat_hourly: StatCountsTable;
  stat_daily: StatCountsTable;
}

/** A request of a web session (045; docs/web-assets.md). */
export interface WebRequestsTable {
  id: Generated<number>;
  session_id: number;
  at: Timestamp;
  method: string;
  /** Path and query as the browser asked, at most 2,048 characters. */
  url: string;
  status: number;
  /** bigint: PostgreSQL's driver answers it as a string. */
  bytes: number | string;
  duration_ms: number;
}

export interface Database {
  web_requests: WebRequestsTable;
}
