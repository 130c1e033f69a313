import { lazy } from 'react';
import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The scheduled-task pages of spec §2 as page-registry entries keyed by the server menu's component names
 * (src/server/db/seed/menu.ts) and, for the job log and the cron and selector guides, by their static routes' names
 * too (router/staticRoutes.ts).
 */
const jobLog = asPage(() => import('./JobLogPage'), 'JobLogPage');
const cronGuide = asPage(() => import('./CronGuidePage'), 'CronGuidePage');
const selectorGuide = asPage(() => import('./SelectorGuidePage'), 'SelectorGuidePage');

export const taskPages: Readonly<Record<string, PageComponent>> = {
  CycleTaskManageList: asPage(() => import('./TaskListPage'), 'TaskListPage'),
  CycleTaskManageForm: asPage(() => import('./TaskFormPage'), 'TaskFormPage'),
  DensificationTemplateList: asPage(() => import('./ScriptListPage'), 'ScriptListPage'),
  TaskCenterList: asPage(() => import('./RunListPage'), 'RunListPage'),
  TaskCenterDetailList: asPage(() => import('./RunDetailPage'), 'RunDetailPage'),
  JobLog: jobLog,
  'monitor/job/log': jobLog,
  CronDocumentList: cronGuide,
  'document/cronDocumentList': cronGuide,
  SelectorDocumentList: selectorGuide,
  'document/selectorDocumentList': selectorGuide,
};

/**
 * For the system tasks of /setup-manage-task (features/backup): a run's page in the task centre, the schedule body of
 * the form's fields, and — lazy, one chunk with the tasks' texts; render them inside Suspense — the schedule fields
 * with their next-runs preview and a schedule in words.
 */
export type { ScheduleEditorProps } from './components/ScheduleEditor';
export { runDetailPath } from './paths';
export type { ScheduleFacts } from './scheduleText';
export { type ScheduleValues, toScheduleInput } from './taskForm';

const scheduleEditorChunk = () => import('./components/ScheduleEditor');
export const ScheduleEditor = lazy(() => scheduleEditorChunk().then((module) => ({ default: module.ScheduleEditor })));
export const ScheduleInWords = lazy(() =>
  scheduleEditorChunk().then((module) => ({ default: module.ScheduleInWords })),
);
