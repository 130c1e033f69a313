import type { RouteHandler } from '../../http/handler';

/** Adopting local accounts discovered on Linux hosts (docs/coffer.md "Adopting accounts"). */
export const adoptionHandlers: readonly RouteHandler[] = [];
