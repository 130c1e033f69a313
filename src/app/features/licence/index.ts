import { asPage, type PageComponent } from '../../components/page/asPage';

/** The licence page (许可管理, spec §2 /setup-manage-license): the page-registry entry keyed by the menu's component name. */
export const licencePages: Readonly<Record<string, PageComponent>> = {
  SetupManageLicense: asPage(() => import('./LicencePage'), 'LicencePage'),
};
