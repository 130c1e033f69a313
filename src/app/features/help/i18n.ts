import { addBundles } from '../../i18n';

/**
 * Texts of /explain and /download, read as t('help.<key>'); they load with the pages' chunk. The modules /explain
 * describes are in explain/textsZh.ts and explain/textsEn.ts. Keep zh and en key for key in step.
 */
const zh = {
  nav: { label: '帮助', explain: '产品说明', download: '下载与安装', console: '进入控制台' },
  explain: {
    title: '产品说明',
    intro:
      'Gatehouse 是特权访问管理（堡垒机）系统：运维和安全人员只通过它访问主机、网络设备、数据库和 Web 资产。它保管凭据、打开会话并录像、拦截危险命令、处理审批并审计一切。下面说明每个模块的作用、在控制台中的位置和所需的权限。',
    search: '筛选模块',
    searchPlaceholder: '例如：录像、LDAP、system:log:query',
    toc: '目录',
    matchCount: '显示 {{count}} / {{total}} 个模块',
    noMatch: '没有与“{{query}}”匹配的模块。',
    where: '菜单位置',
    routes: '页面',
    permissions: '所需权限',
    permissionsNote:
      '菜单、页面和按钮只对持有相应权限的用户显示；超级管理员持有 *:*:*，即全部权限。权限通过角色授予（用户管理 › 角色管理）。',
  },
  download: {
    title: '下载与安装',
    intro: '使用控制台只需要浏览器。下面是在自己的电脑上可能还需要准备的内容。',
    usbKey: {
      title: 'USB-KEY 设备服务',
      what: 'USB-KEY 证书登录、绑定 USB-KEY、修改 PIN 和拔出检测，都由控制台调用本机的 USB-KEY 设备服务完成。它是 USB-KEY 厂商提供的程序，运行在您的电脑上，在本机端口 8090 上通过 HTTP 操作 USB-KEY（驱动版本 {{version}}）。',
      originLabel: '控制台调用的地址：',
      install: 'Gatehouse 不附带该程序：请向 USB-KEY 的厂商或本单位管理员获取并安装，并保持其运行。',
      allowed:
        '控制台只能访问服务器允许的设备服务地址，即服务器配置 GATEHOUSE_USB_KEY_SERVICE（默认为 http://127.0.0.1:8090 和 http://localhost:8090）。设备服务在其他地址时，管理员须把该地址加入这项配置，并在浏览器本地存储的 usbKeyServiceUrl 中填写它。',
      notNeeded: '只用密码、短信验证码、一次性密码、扫码或安全密钥（WebAuthn）登录时，无需安装任何程序。',
    },
    install: {
      title: '安装控制台（PWA）',
      what: '控制台可以像应用一样安装到电脑或大屏上：在独立窗口中打开，从“我的资产”开始；网络中断时仍显示已缓存的数据。',
      step1: '用支持安装网页应用的浏览器打开 Gatehouse 的地址（登录页即可，无需先登录）。',
      step2: '点击地址栏中的安装图标，或在浏览器菜单中选择“安装”。',
      step3: '安装后从桌面或开始菜单打开 Gatehouse。',
      secure:
        '安装需要安全上下文：通过 127.0.0.1 或 localhost 访问可以直接安装；通过局域网地址访问时，须在 Gatehouse 前配置 HTTPS。',
      secureNow: '当前页面处于安全上下文，浏览器可以安装控制台。',
      insecureNow: '当前页面不处于安全上下文，浏览器不会提供安装，请通过 HTTPS 访问。',
      update: '发布新版本后，控制台会询问是否刷新，而不会自行刷新，以免中断正在进行的终端会话。',
    },
    api: {
      title: '接口文档',
      what: '服务器以 OpenAPI 3 格式提供接口文档，列出控制台所用的全部接口及其参数和应答。',
      uiLink: '接口文档（可交互页面）',
      jsonLink: 'OpenAPI 文档（JSON）',
      auth: '调用需要登录后得到的令牌，放在请求头 Authorization: Bearer <token> 中。应答均为 {code, msg, data}，code 为 200 表示成功。',
      snippets:
        '持有 tool:gen:edit 权限的用户可以在“接口调用示例”页为所选接口生成 curl、Python 和 TypeScript 调用代码。',
      snippetsLink: '打开接口调用示例',
    },
    ssh: {
      title: '原生 SSH 客户端',
      text: '目前还不能用自己电脑上的 SSH 客户端经 Gatehouse 连接资产，这项功能已在规划中。现在请在“我的资产”中点击“连接”，在浏览器的 Web 终端中操作；文件可在 Web 终端中通过 SFTP 上传和下载。',
    },
  },
};

const en: typeof zh = {
  nav: { label: 'Help', explain: 'About the product', download: 'Downloads and set-up', console: 'Open the console' },
  explain: {
    title: 'About the product',
    intro:
      'Gatehouse is a privileged access management (bastion) system: operations and security staff reach hosts, network devices, databases and web assets only through it. It keeps the credentials, opens and records the sessions, intercepts dangerous commands, routes approvals and audits everything. Below, each module: what it does, where it is in the console and the permissions it needs.',
    search: 'Filter the modules',
    searchPlaceholder: 'For example: recording, LDAP, system:log:query',
    toc: 'Contents',
    matchCount: 'Showing {{count}} of {{total}} modules',
    noMatch: 'No module matches “{{query}}”.',
    where: 'Menu',
    routes: 'Pages',
    permissions: 'Permissions',
    permissionsNote:
      'Menus, pages and buttons show only to users who hold their permissions; the super manager holds *:*:*, every permission. Permissions come with roles (Users › Roles).',
  },
  download: {
    title: 'Downloads and set-up',
    intro: 'The console needs only a browser. This is what you may still set up on your own computer.',
    usbKey: {
      title: 'USB-key device service',
      what: 'USB-key certificate sign-in, binding a USB key, changing its PIN and noticing that it was pulled out all go through the USB-key device service on your computer: a program from the USB key’s vendor that operates the key over HTTP on local port 8090 (driver version {{version}}).',
      originLabel: 'Address the console calls:',
      install:
        'Gatehouse does not ship this program: get it from the USB key’s vendor or your administrator, install it and keep it running.',
      allowed:
        'The console may call only the device-service addresses the server allows, the server setting GATEHOUSE_USB_KEY_SERVICE (by default http://127.0.0.1:8090 and http://localhost:8090). When the service listens elsewhere, an administrator adds that address to the setting, and the browser’s local storage key usbKeyServiceUrl is set to it.',
      notNeeded:
        'Signing in with a password, an SMS code, a one-time password, a QR scan or a security key (WebAuthn) needs nothing installed.',
    },
    install: {
      title: 'Install the console (PWA)',
      what: 'The console installs like an app on a computer or a wall screen: it opens in its own window, starts at My assets, and still shows cached data when the network is gone.',
      step1:
        'Open Gatehouse’s address in a browser that installs web apps (the sign-in page will do; no sign-in needed).',
      step2: 'Click the install icon in the address bar, or choose Install in the browser’s menu.',
      step3: 'Open Gatehouse from the desktop or the start menu from then on.',
      secure:
        'Installing needs a secure context: 127.0.0.1 and localhost work as they are; a LAN address needs HTTPS in front of Gatehouse.',
      secureNow: 'This page is in a secure context: the browser can install the console.',
      insecureNow: 'This page is not in a secure context: the browser will not offer to install. Use HTTPS.',
      update:
        'When a new version is out the console asks before it reloads, and never reloads by itself: a reload would end live terminal sessions.',
    },
    api: {
      title: 'API document',
      what: 'The server publishes an OpenAPI 3 document of every call the console makes, with its parameters and answers.',
      uiLink: 'API document (interactive page)',
      jsonLink: 'OpenAPI document (JSON)',
      auth: 'Calls need the token a sign-in gives, in the header Authorization: Bearer <token>. Every answer is {code, msg, data}; code 200 means success.',
      snippets:
        'Users who hold tool:gen:edit generate curl, Python and TypeScript calls for chosen endpoints on the API call snippets page.',
      snippetsLink: 'Open API call snippets',
    },
    ssh: {
      title: 'Native SSH clients',
      text: 'Reaching assets through Gatehouse with the SSH client on your own computer is not available yet; it is planned. For now, press Connect on My assets and work in the browser’s web terminal, which also uploads and downloads files over SFTP.',
    },
  },
};

addBundles({ 'zh-CN': { help: zh }, en: { help: en } });
