import type { ProcessKind } from '../../../shared/rules/flowRules';

/** The i18n key of a process kind's label: the shared message processKind<Kind> (flowRunMessages.ts). */
export const processKindLabelKey = (kind: ProcessKind): string =>
  `msg.processKind${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
