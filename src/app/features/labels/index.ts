import { asPage, type PageComponent } from '../../components/page/asPage';

/** Label governance (/system/label, 系统标签; docs/labels.md), keyed by the server menu's component name. */
export const labelPages: Readonly<Record<string, PageComponent>> = {
  SystemLabel: asPage(() => import('./LabelGovernancePage'), 'LabelGovernancePage'),
};
