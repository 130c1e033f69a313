import { Permission } from '../../shared/access/permissions';
import { isBarePath, isPermitted, type PageRoute } from './menuRoutes';

interface StaticRoute {
  path: string;
  component: string;
  titleKey: string;
  permissions: string[];
}

/**
 * Spec §2 routes that are not menu entries (detail pages with parameters, the /home children and the
 * user area). Menu routes of the same path win over these.
 */
const STATIC_ROUTES: readonly StaticRoute[] = [
  {
    path: '/system/user-auth/role/:userId',
    component: 'system/user/authRole',
    titleKey: 'pages.assignRoles',
    permissions: [Permission.userEdit],
  },
  {
    path: '/system/role-auth/user/:roleId',
    component: 'system/role/authUser',
    titleKey: 'pages.assignUsers',
    permissions: [Permission.roleEdit],
  },
  {
    path: '/system/host-data/index/:hostId',
    component: 'system/host/data',
    titleKey: 'pages.hostDetail',
    permissions: [Permission.hostList],
  },
  {
    path: '/system/dict-data/index/:dictId',
    component: 'system/dict/data',
    titleKey: 'pages.dictData',
    permissions: [Permission.dictList],
  },
  {
    path: '/monitor/job-log/index',
    component: 'monitor/job/log',
    titleKey: 'pages.jobLog',
    permissions: [Permission.jobList],
  },
  {
    path: '/tool/gen-edit/index',
    component: 'tool/gen/editTable',
    titleKey: 'pages.genEdit',
    permissions: [Permission.genEdit],
  },
  {
    path: '/vedio-replay',
    component: 'audit/vedioReplay',
    titleKey: 'pages.sessionRecords',
    permissions: [Permission.logQuery],
  },
  {
    path: '/station-message-list',
    component: 'message/stationMessageList',
    titleKey: 'pages.stationMessages',
    permissions: [Permission.homeQuery],
  },
  {
    path: '/selector-document-list',
    component: 'document/selectorDocumentList',
    titleKey: 'pages.selectorDocuments',
    permissions: [Permission.homeQuery],
  },
  {
    path: '/cron-document-list',
    component: 'document/cronDocumentList',
    titleKey: 'pages.cronDocuments',
    permissions: [Permission.homeQuery],
  },
  {
    path: '/wall',
    component: 'dashboard/wall',
    titleKey: 'pages.wallScreen',
    permissions: [Permission.dashboardQuery],
  },
  { path: '/user/profile', component: 'user-center/profile', titleKey: 'pages.profile', permissions: [] },
  { path: '/user/edit', component: 'user-center/edit', titleKey: 'pages.editProfile', permissions: [] },
  { path: '/user/pin', component: 'user-center/pin', titleKey: 'pages.usbKeyPin', permissions: [] },
  { path: '/user/department', component: 'user-center/department', titleKey: 'pages.myDepartment', permissions: [] },
  { path: '/user/about', component: 'user-center/about', titleKey: 'pages.about', permissions: [] },
];

export function staticPageRoutes(permissions: readonly string[], roles: readonly string[]): PageRoute[] {
  return STATIC_ROUTES.filter((route) =>
    isPermitted({ permissions: route.permissions, roles: [] }, permissions, roles),
  ).map((route) => ({
    path: route.path,
    component: route.component,
    title: route.titleKey,
    titleIsKey: true,
    bare: isBarePath(route.path),
    noCache: false,
    affix: false,
  }));
}
