import { lazy } from 'react';
import type { PageComponent } from '../../router/pages';

const vedioReplay: PageComponent = lazy(() =>
  import('./VedioReplayPage').then((module) => ({ default: module.VedioReplayPage })),
);

/** /vedio-replay under the server menu's component name and the static route table's. */
export const sessionAuditPages: Readonly<Record<string, PageComponent>> = {
  VedioReplay: vedioReplay,
  'audit/vedioReplay': vedioReplay,
};
