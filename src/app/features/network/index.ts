import { lazy } from 'react';

/** 网络 tab of /setup (lazy: this index is on the router's import graph, which /login pays for; docs/network.md). */
export const NetworkTab = lazy(() => import('./NetworkTab').then((module) => ({ default: module.NetworkTab })));
