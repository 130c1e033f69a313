import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_foundation';
import * as m002 from './002_messages_transfers';
import * as m003 from './003_users_groups';
import * as m004 from './004_roles_departments';
import * as m005 from './005_signin_methods';
import * as m006 from './006_keys_scan';
import * as m007 from './007_ldap';
import * as m008 from './008_operation_log';
import * as m009 from './009_sso';
import * as m010 from './010_sm2_register';
// vault
import * as m011 from './011_vault';
import * as m012 from './012_assets';
import * as m013 from './013_proxies';
// accounts
import * as m014 from './014_accounts';
// grants
import * as m015 from './015_grants';
import * as m016 from './016_terminal_sessions';
// account search
import * as m018 from './018_account_search';
// Command interception, login policies and approvals.
import * as m019 from './019_policies_approvals';
import * as m020 from './020_login_log_menu';
import * as m021 from './021_terminal_shares';
import * as m022 from './022_session_file_transfer';
import * as m023 from './023_account_trigrams';
import * as m024 from './024_station_message_texts';
import * as m025 from './025_sign_in_failures';
import * as m026 from './026_approval_flows';
import * as m027 from './027_coffers';
import * as m028 from './028_account_secret_history';
import * as m029 from './029_console_mode';
import * as m030 from './030_coffer_menu_rights';
import * as m031 from './031_coffer_account_names';
import * as m032 from './032_tasks';
import * as m033 from './033_system_tasks';
import * as m034 from './034_behavior_policies';
import * as m035 from './035_dictionaries_config';
import * as m036 from './036_uploaded_files';
import * as m037 from './037_stat_summaries';
import * as m038 from './038_asset_proxy_index';
import * as m039 from './039_command_time_index';
import * as m040 from './040_stat_cover_index';
import * as m041 from './041_db_statements';
import * as m042 from './042_sql_command_policies';
import * as m043 from './043_db_native_tokens';
import * as m044 from './044_db_session_policies';
import * as m045 from './045_web_assets';
import * as m046 from './046_rdp_certificates';
import * as m047 from './047_statement_params';
import * as m048 from './048_web_upstream_ca';

/**
 * Migrations listed statically (not read from the file system) so they survive bundling and run the
 * same under tsx and vitest. Append new ones; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_messages_transfers': m002,
  '003_users_groups': m003,
  '004_roles_departments': m004,
  '005_signin_methods': m005,
  '006_keys_scan': m006,
  '007_ldap': m007,
  '008_operation_log': m008,
  '009_sso': m009,
  '010_sm2_register': m010,
  // vault
  '011_vault': m011,
  '012_assets': m012,
  '013_proxies': m013,
  // accounts
  '014_accounts': m014,
  // grants
  '015_grants': m015,
  '016_terminal_sessions': m016,
  '018_account_search': m018,
  // Command interception, login policies and approvals.
  '019_policies_approvals': m019,
  '020_login_log_menu': m020,
  // Terminal shares (live monitor and share).
  '021_terminal_shares': m021,
  // File transfer in the terminal.
  '022_session_file_transfer': m022,
  // Trigram index for the account search (SQLite).
  '023_account_trigrams': m023,
  // Station messages in the reader's language.
  '024_station_message_texts': m024,
  // Sign-in failures per name and source address.
  '025_sign_in_failures': m025,
  // Approval flows: models, versions, instances, steps, tasks, timeline.
  '026_approval_flows': m026,
  // The coffer: safes, licences, applications.
  '027_coffers': m027,
  // Password records and stored password strength of the vault's accounts.
  '028_account_secret_history': m028,
  // Each user's console mode (manage or use).
  '029_console_mode': m029,
  // The coffer's pages on the coffer's query right.
  '030_coffer_menu_rights': m030,
  // The login names each safe holds, for the account-name filter of the safe lists.
  '031_coffer_account_names': m031,
  // Scheduled tasks, their runs and targets, the job log.
  '032_tasks': m032,
  // Log cleanup, recording retention and the database backup as system tasks.
  '033_system_tasks': m033,
  // Behaviour policies: what a session may do; the rules that applied to each session.
  '034_behavior_policies': m034,
  // Editable dictionaries (status, remark, system rows) and parameters (config with id, names, type, remark).
  '035_dictionaries_config': m035,
  // Uploads of forms and settings: stored name, original name, size, SHA-256, who and when.
  '036_uploaded_files': m036,
  // The dashboard's summary tables: counts per hour and per day, kept as events are written.
  '037_stat_summaries': m037,
  // The assets behind each network proxy, counted by the /proxy overview.
  '038_asset_proxy_index': m038,
  '039_command_time_index': m039,
  '040_stat_cover_index': m040,
  // The statements of database sessions, for the session audit.
  '041_db_statements': m041,
  // SQL interception: a command policy's target (shell lines or SQL statements) and its SQL rules.
  '042_sql_command_policies': m042,
  // Short-lived access tokens of native database clients (psql, mysql through the listeners).
  '043_db_native_tokens': m043,
  // Behaviour policies' database rules: row limit, statement timeout, masking of results.
  '044_db_session_policies': m044,
  // Web assets: the publishing recipe of application proxies, and every request of a web session.
  '045_web_assets': m045,
  // RDP assets' desktop certificates, pinned on first contact.
  '046_rdp_certificates': m046,
  // The parameter values native clients bind to prepared statements, in the statement audit.
  '047_statement_params': m047,
  // The certificates an application proxy's HTTPS web application is verified against.
  '048_web_upstream_ca': m048,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
