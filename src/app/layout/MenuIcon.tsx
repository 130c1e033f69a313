import {
  AppsRegular,
  ArrowRoutingRegular,
  BoardRegular,
  BoxRegular,
  CalendarClockRegular,
  CertificateRegular,
  ChartMultipleRegular,
  CircleRegular,
  ClipboardTaskRegular,
  CodeRegular,
  DataBarVerticalRegular,
  DesktopRegular,
  DocumentTextRegular,
  FlowRegular,
  type FluentIcon,
  FolderRegular,
  HistoryRegular,
  HomeRegular,
  KeyRegular,
  NetworkCheckRegular,
  OrganizationRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonKeyRegular,
  PersonRegular,
  ScriptRegular,
  SearchRegular,
  ServerRegular,
  SettingsRegular,
  ShieldRegular,
  TagRegular,
  TaskListSquareLtrRegular,
  TextBulletListSquareRegular,
  VaultRegular,
  VideoRegular,
} from '@fluentui/react-icons';

/** Icon keys sent by the server (menu meta.icon) → Fluent icons. */
const BY_KEY: Record<string, FluentIcon> = {
  home: HomeRegular,
  'assets-my': DesktopRegular,
  dashboard: BoardRegular,
  asset: ServerRegular,
  server: ServerRegular,
  platform: BoxRegular,
  label: TagRegular,
  impower: PersonKeyRegular,
  coffer: VaultRegular,
  'coffer-manage': VaultRegular,
  search: SearchRegular,
  account: PersonRegular,
  password: KeyRegular,
  history: HistoryRegular,
  user: PersonRegular,
  group: PeopleTeamRegular,
  organization: OrganizationRegular,
  role: PeopleRegular,
  policy: ShieldRegular,
  schedule: CalendarClockRegular,
  script: ScriptRegular,
  shield: ShieldRegular,
  command: CodeRegular,
  approval: ClipboardTaskRegular,
  flow: FlowRegular,
  task: TaskListSquareLtrRegular,
  audit: DocumentTextRegular,
  video: VideoRegular,
  chart: ChartMultipleRegular,
  report: DataBarVerticalRegular,
  proxy: ArrowRoutingRegular,
  network: NetworkCheckRegular,
  app: AppsRegular,
  setting: SettingsRegular,
  license: CertificateRegular,
  list: TextBulletListSquareRegular,
};

/** Spec §2 keys icons by Chinese menu titles; used when the icon key is unknown. */
const BY_TITLE: Record<string, FluentIcon> = {
  首页: HomeRegular,
  我的资产: DesktopRegular,
  仪表盘: BoardRegular,
  资产管理: ServerRegular,
  密码保险箱: VaultRegular,
  用户管理: PeopleRegular,
  策略中心: ShieldRegular,
  审批中心: ClipboardTaskRegular,
  任务中心: TaskListSquareLtrRegular,
  审计中心: DocumentTextRegular,
  代理管理: ArrowRoutingRegular,
  系统设置: SettingsRegular,
};

export interface MenuIconProps {
  icon: string;
  title: string;
  isDirectory?: boolean;
  className?: string;
}

export function MenuIcon({ icon, title, isDirectory = false, className }: MenuIconProps) {
  const Icon = BY_KEY[icon] ?? BY_TITLE[title] ?? (isDirectory ? FolderRegular : CircleRegular);
  return <Icon className={className} aria-hidden />;
}
