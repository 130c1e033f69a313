import { asPage, type PageComponent } from '../../components/page/asPage';

const vedioReplay: PageComponent = asPage(() => import('./VedioReplayPage'), 'VedioReplayPage');

/** /vedio-replay under the server menu's component name and the static route table's. */
export const sessionAuditPages: Readonly<Record<string, PageComponent>> = {
  VedioReplay: vedioReplay,
  'audit/vedioReplay': vedioReplay,
};
