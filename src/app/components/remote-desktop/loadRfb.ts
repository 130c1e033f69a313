/// <reference path="./novnc.d.ts" />
import type RFB from '@novnc/novnc';

export type Rfb = RFB;
export type RfbClass = typeof RFB;

let loading: Promise<RfbClass> | null = null;

/** noVNC, fetched the first time a remote desktop or its replay is shown (never with the console's first load). */
export function loadRfb(): Promise<RfbClass> {
  loading ??= import('@novnc/novnc')
    .then((module) => module.default)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
