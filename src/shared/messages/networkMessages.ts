/** Texts of the network tab of the setting centre (spec §7 /setting-center/network…; docs/network.md). */
export const networkMessages = {
  networkNotManaged: {
    zh: '本系统的网络配置为只读：未开启设备模式（GATEHOUSE_MANAGE_NETWORK=1），请在主机上修改网络，或开启设备模式后重启服务',
    en: 'The network is read-only here: appliance mode is off (GATEHOUSE_MANAGE_NETWORK=1). Change the network on the host, or turn appliance mode on and restart Gatehouse',
  },
  networkUnavailable: {
    zh: '无法读取主机网络：{{reason}}',
    en: 'The host’s network could not be read: {{reason}}',
  },
  networkCommandFailed: {
    zh: '网络配置失败（{{command}}）：{{reason}}；本次请求已执行的 {{undone}} 项更改已撤销',
    en: 'The network change failed ({{command}}): {{reason}}. The {{undone}} change(s) this request had made were undone',
  },
  networkUndoFailed: {
    zh: '网络配置失败（{{command}}）：{{reason}}；撤销已执行的更改时也失败（{{undoCommand}}），请检查主机网络',
    en: 'The network change failed ({{command}}): {{reason}}. Undoing what was done failed too ({{undoCommand}}): check the host’s network',
  },
  networkInterfaceNameInvalid: {
    zh: '{{field}}须为 1–15 个字母、数字、下划线、点或连字符，且不以点或连字符开头',
    en: '{{field}} must be 1–15 letters, digits, underscores, dots or hyphens, not starting with a dot or hyphen',
  },
  networkPrefixInvalid: {
    zh: '{{field}}须为 CIDR 格式，如 10.0.0.2/24 或 fd00::2/64',
    en: '{{field}} must be in CIDR form, such as 10.0.0.2/24 or fd00::2/64',
  },
  networkDestinationInvalid: {
    zh: '{{field}}须为 default、CIDR 网段（如 10.20.0.0/16）或单个 IP 地址',
    en: '{{field}} must be default, a CIDR network (such as 10.20.0.0/16) or a single IP address',
  },
  networkDestinationHostBits: {
    zh: '{{field}}不是网段地址（主机位不为零），应为 {{network}}',
    en: '{{field}} is not a network address (its host bits are set): use {{network}}',
  },
  networkGatewayInvalid: {
    zh: '{{field}}须为 IPv4 或 IPv6 地址',
    en: '{{field}} must be an IPv4 or IPv6 address',
  },
  networkFamilyMismatch: {
    zh: '{{field}}与目标网段不属于同一协议族（IPv4/IPv6）',
    en: '{{field}} is not of the destination’s family (IPv4/IPv6)',
  },
  networkRouteNeedsNextHop: {
    zh: '请填写网关或出接口（至少一项）',
    en: 'Enter a gateway or an outgoing interface (at least one)',
  },
  networkChangeEmpty: {
    zh: '请至少修改一项：启用状态、MTU 或地址',
    en: 'Change at least one thing: the state, the MTU or the addresses',
  },
  networkDuplicateNames: {
    zh: '{{field}}中有重复的接口：{{name}}',
    en: '{{field}} names an interface twice: {{name}}',
  },
  networkInterfaceNotFound: {
    zh: '接口 {{name}} 不存在',
    en: 'There is no interface {{name}}',
  },
  networkRouteNotFound: {
    zh: '未找到路由 {{route}}',
    en: 'There is no route {{route}}',
  },
  networkBondNotFound: {
    zh: '聚合接口 {{name}} 不存在',
    en: 'There is no bond {{name}}',
  },
  networkNameTaken: {
    zh: '接口名 {{name}} 已被使用',
    en: 'The interface name {{name}} is taken',
  },
  networkMemberUnavailable: {
    zh: '接口 {{name}} 不能加入聚合：{{reason}}',
    en: 'The interface {{name}} cannot join the bond: {{reason}}',
  },
  networkMemberHasMaster: { zh: '已属于 {{master}}', en: 'it already belongs to {{master}}' },
  networkMemberNotEthernet: { zh: '不是以太网接口', en: 'it is not an Ethernet interface' },
  networkWouldCutConsole: {
    zh: '此更改会断开当前控制台所用的地址 {{address}}（接口 {{name}}），已拒绝',
    en: 'This change would cut off {{address}} (interface {{name}}), the address this console is connected to: refused',
  },
} as const;
