import type { Highlight } from '../../../../shared/api/flow';

/** A request's diagram with its waiting steps and the nodes and flows it passed (the highlight call's answer). */
export type FlowDiagramViewerProps = Highlight;
