import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * The approval centre (spec §2 Approval routes): its pages keyed by the server menu's component names
 * (src/server/db/seed/menu.ts). docs/flows.md says what a request goes through.
 */
export const approveCenterPages: Readonly<Record<string, PageComponent>> = {
  ApproveCenterList: asPage(() => import('./ApproveCenterListPage'), 'ApproveCenterListPage'),
  ApproveCenterListForm: asPage(() => import('./ApproveCenterFormPage'), 'ApproveCenterFormPage'),
};
