import type { ExplainTexts } from './sections';

/** /explain in English; keep in step with textsZh.ts. Menu paths use the menu's English titles. */
export const explainTextsEn: ExplainTexts = {
  assets: {
    title: 'Assets',
    where: 'Assets › Asset list, Asset types, Tags',
    summary:
      'Assets are the hosts, network devices, databases and web assets that operators reach through Gatehouse. Each belongs to a department and records its address, asset type (with its protocols and default ports), tags and an optional network proxy.',
    points: [
      'The asset list searches by name or address, filters by category, asset type, department (with its subdepartments), tag and protocol, and deletes several at once.',
      'An asset type sets the protocols and their default ports. Telnet sends passwords in clear text and is ticked by hand on a new asset.',
      'Assets are imported from CSV or XLSX files, all or nothing, with errors listed by row and column; the filtered list can be exported.',
      'A department supervisor manages the assets of the department and those below it; holders of system:asset:all manage the assets of every department.',
    ],
  },
  accounts: {
    title: 'Asset accounts',
    where: 'Assets › Asset list › asset detail, Accounts; Vault › Accounts, Password changes',
    summary:
      'An account is a login user of an asset with its credential (password or private key). Gatehouse keeps the credential encrypted; operators who connect never see it.',
    points: [
      'Accounts are added, edited and deleted on the asset detail; a key pair can be generated for an account and its public key copied.',
      'Check signs in to the host over SSH with the stored credential and records the result (correct, wrong…) and the host key; a changed host key waits for a manager to accept it.',
      'Revealing a password takes a reason, and every reveal is audited.',
      'Accounts lists every account in sight with its password strength and weak passwords; Password changes lists each change of a credential.',
    ],
  },
  authorisations: {
    title: 'Authorisations and my assets',
    where: 'Assets › Authorisations; My assets',
    summary:
      'Authorisations decide who may use which assets: assets granted to users, user groups or departments (with their subdepartments) for a period.',
    points: [
      'A grant allows viewing or logging in; a manage grant also lets its holder manage the asset’s accounts. It may be limited to some accounts, carry a whitelist or blacklist of source addresses, and allow uploads and downloads separately.',
      'A grant’s state (valid, pending, invalid) follows the clock; revoked grants keep their record.',
      'Only assets the granter manages can be granted; granting to oneself (or to one’s own group or department) is refused by default, which Base configuration can change.',
      'My assets lists the assets the signed-in user may use, with favourites, and connects to them in the web terminal.',
    ],
  },
  terminal: {
    title: 'Web terminal',
    where: 'My assets › Connect (opens /terminal in a new tab)',
    summary:
      'An SSH or Telnet session to an asset in the browser. Gatehouse logs in with the stored credential; every session is recorded and its commands indexed.',
    points: [
      'One tab per session; a session survives a short network drop or a page reload (it waits 60 seconds by default).',
      'An SSH session uploads and downloads files over SFTP, in the directions the authorisation and the behaviour policies allow; every transfer is logged.',
      'A session can be shared with a guest without an account (who joins with a verification code), and watched live or ended by an auditor.',
      'Connecting through Gatehouse with your own SSH client is not available yet.',
    ],
  },
  sessionAudit: {
    title: 'Session audit and replay',
    where: 'Audit › Session records, Operation log, Sign-in log',
    summary:
      'Session records list every terminal session opened through Gatehouse, online and finished, with its replay, its commands and its recording file.',
    points: [
      'The replay pauses, changes speed and seeks; a click on a command jumps to the moment it was entered. Recordings are asciicast v2 and download as .cast files.',
      'An online session can be monitored (watched live, read-only) and terminated.',
      'The operation log records every change made through the console and the API, refused calls included; the sign-in log records sign-ins, sign-outs and lockouts.',
      'Downloading or replaying a recording is itself in the operation log.',
    ],
  },
  policies: {
    title: 'Command interception and access policies',
    where: 'Policies › Command interception, Access policies (login and behaviour policies)',
    summary:
      'Policies narrow sessions beyond the authorisation: command interception checks each submitted command line, login policies decide whether a login may happen, behaviour policies limit what a session may do.',
    points: [
      'Command policies match a line by text or regular expression and block it, hold it for approval or warn; the notice is written into the session output and the recording.',
      'Login policies apply by user, user group, asset, account, weekdays and hours, and source address, and allow, deny or require approval; the smallest priority number wins.',
      'Behaviour policies set the idle timeout, the longest session, uploads and downloads, the clipboard, sharing, monitoring and the recording requirement.',
      'Policies only narrow access; they never give access beyond the authorisation.',
    ],
  },
  approvals: {
    title: 'Approvals and approval flows',
    where: 'Approvals › Approval backlog, Approval flows; the approval badge of the navigation bar',
    summary:
      'Requests that need a second person (command and login approvals, safe applications…) run through approval flows: administrators design them, approvers decide their tasks in the approval backlog.',
    points: [
      'A flow is a BPMN 2.0 diagram with an application form, edited in the flow and form designers, deployed, and bound to a kind of request.',
      'The backlog has My requests, Waiting for me and Records; a refusal needs a reason, and applicants may withdraw.',
      'Approving a login sets a login window (minutes, 5 by default) within which the login may be made.',
      'A new task is a station message to its approvers, and an e-mail too when mail is configured.',
    ],
  },
  coffer: {
    title: 'Vault (coffer)',
    where: 'Vault › Safes, Manage all safes, Search all safes',
    summary:
      'Safes keep account credentials in groups and give people licences for a period: view, use (log in without seeing the secret), reveal the password, manage.',
    points: [
      'An asset safe holds every account of its assets; an account safe holds the chosen accounts.',
      'A safe’s managers issue licences, or a user applies and the vault application flow grants one; nobody licenses themselves.',
      'A safe exports to an encrypted file (OpenPGP) that only the export password opens; every exported secret is audited.',
      'Use mode keeps the menu to the vault and a few entries, for people who only take accounts out.',
    ],
  },
  tasks: {
    title: 'Scheduled tasks and the task centre',
    where: 'Policies › Scheduled tasks, Password-change scripts; Task centre; Job log (/monitor/job-log/index)',
    summary:
      'Scheduled tasks change passwords, back up and inspect accounts on a cycle or a cron expression; the task centre follows each run’s progress and results.',
    points: [
      'Targets are accounts, assets, tags, asset types, departments or a selector expression; a task runs with the scope of the user who saved it.',
      'A password change signs in to the host with a password-change script; the new password is stored in the vault only once the host takes it.',
      'An inspection checks that the stored passwords still work and marks those changed outside Gatehouse.',
      'On several nodes each firing runs once; a missed firing runs once later or is skipped.',
    ],
  },
  backup: {
    title: 'Backup',
    where: 'Settings › Configuration › Account backup; Policies › Scheduled tasks; Settings › System tasks',
    summary:
      'An account backup task exports its target accounts’ credentials as one encrypted archive (OpenPGP, by password or public key), uploads it over SFTP to the backup server and keeps a set number of archives.',
    points: [
      'The backup server, directory and encryption are set under Account backup; changing them takes system:backup:edit, which no role is given by default.',
      'System tasks lists the archives and restores one into a new Gatehouse, all or nothing.',
      'System tasks also clean up old logs and recordings and back up Gatehouse’s own database.',
      'Secrets in a database backup stay sealed by the master key: keep the master key apart from the backups.',
    ],
  },
  people: {
    title: 'Users, roles and departments',
    where: 'Users › User list, User groups, Departments, Roles',
    summary:
      'Users are the people who use the console. Roles give permissions, departments give the scope of assets, user groups grant to many people at once.',
    points: [
      'The user list adds, edits, locks and unlocks users, resets passwords, unbinds one-time passwords and decides self-registration requests.',
      'A role is a set of permissions with its users; the seeded roles are super manager, system, security, audit and operations administrators, and operators.',
      'A department supervisor manages the members, assets and accounts of the department and those below; normal members log in to those assets; visitors only view.',
      'Nobody hands out permissions they lack or manages a user who holds more than they do.',
    ],
  },
  signIn: {
    title: 'Sign-in methods',
    where: 'Settings › Configuration › Sign-in methods; personal centre',
    summary:
      'Besides user name and password, Gatehouse signs in with an SMS code, a one-time password, a QR scan, a security key (WebAuthn) or a USB key certificate, and can ask for a second factor after the password.',
    points: [
      'Each method, the SMS gateway, the mail server, the second factor and self-registration are switched on and set up under Sign-in methods.',
      'Too many wrong attempts for one name from one source address lock that pair for a while (5 attempts, 10 minutes by default).',
      'Users set up a one-time password in the personal centre, bind security keys and USB keys on the Bind USB key page, and change a USB key’s PIN at /user/pin.',
      'A USB key needs the device service installed on the computer: see /download.',
    ],
  },
  directory: {
    title: 'LDAP and single sign-on',
    where: 'Settings › Configuration › LDAP directory, Sign-in methods (single sign-on)',
    summary: 'Users may come from an LDAP directory, or sign in once through an OpenID Connect identity provider.',
    points: [
      'LDAP users sign in with their directory password; directory users are previewed and imported, and a full sync locks the users the directory no longer lists.',
      'Test connection checks the service account, the base DN and the import filter.',
      'Single sign-on uses the authorization code flow with PKCE; an identity signing in for the first time is linked to an existing Gatehouse user at /bind.',
      'The bind password and the client secret are kept encrypted and never shown.',
    ],
  },
  licence: {
    title: 'Licence',
    where: 'Settings › Licence; personal centre › About',
    summary:
      'The product licence is a signed text that limits the number of assets, sessions open at once and nodes; it is activated on the Licence page.',
    points: [
      'Its status is not activated, valid, expiring soon (the last 30 days) or expired; licence managers are reminded after sign-in.',
      'Without a valid licence 10 assets, 2 sessions at once and 1 node are allowed, enough to evaluate Gatehouse.',
      'Sessions already open are never cut by the licence.',
      'The page shows this installation’s id, to quote when asking the vendor for a licence.',
    ],
  },
  watermark: {
    title: 'Page watermark',
    where: 'Settings › Configuration › Watermark',
    summary:
      'When on, console pages (the web terminal and the live monitor included, the replay not) carry a tiled watermark: the text, the current time and the chosen details of the user.',
    points: [
      'Text, font size, colour, transparency, angle and size are set with a live preview.',
      'A watermark removed or hidden in the browser comes back at once.',
      'Every signed-in user reads the setting; changing it takes system:setting:edit.',
    ],
  },
  dictionaries: {
    title: 'Dictionaries and parameters',
    where: 'Settings › Dictionaries, Parameters',
    summary:
      'Dictionaries give the console’s enumerations their Chinese and English labels and tag colours; parameters are Gatehouse’s runtime settings.',
    points: [
      'Dictionary types and entries can be added; built-in entries cannot be deleted and keep their values.',
      'Parameters are checked by their rules and apply at once (nothing is cached); one kept by its own page is changed there.',
      'The values of secret parameters are never shown.',
    ],
  },
  messages: {
    title: 'Station messages',
    where: 'The message bell of the navigation bar; Station messages (/station-message-list)',
    summary: 'Station messages tell about approval tasks, approval results and other events, with an unread count.',
    points: [
      'The navigation bar shows the latest unread messages, opens their details and marks them read.',
      'An approval message opens the approval dialog; an approved login offers to log in at once.',
      'Messages are shown in the reader’s language.',
    ],
  },
  proxies: {
    title: 'Network and application proxies',
    where: 'Proxies › Network proxies, Application proxies',
    summary:
      'Network proxies are the SSH jump hosts through which assets are reached, possibly chained; application proxies record where web assets are published.',
    points: [
      'Network proxies are health-checked in the background, and their host keys recorded.',
      'Assets, account checks and terminal sessions connect through the asset’s proxy chain.',
      'Application proxies are stored and shown only: Gatehouse does not forward web traffic yet.',
    ],
  },
};
