import type { Highlight } from '../../../../shared/api/flow';

/** Canvas marker classes of a request's diagram; FlowDiagramViewer's styles colour them. */
export const MARKER = {
  /** A step waiting now. */
  active: 'gh-step-active',
  /** A node the request passed. */
  finished: 'gh-step-finished',
  /** A sequence flow the request took. */
  passed: 'gh-flow-passed',
} as const;

export interface Marker {
  id: string;
  className: (typeof MARKER)[keyof typeof MARKER];
}

export type ElementKind = 'shape' | 'connection';

/**
 * The markers to add for `highlight`: waiting steps as active (even when passed before, on a loop back),
 * the other passed nodes as finished, passed flows as passed. Ids the diagram does not hold are skipped.
 */
export function highlightMarkers(
  highlight: Omit<Highlight, 'bpmnXml'>,
  kindOf: (id: string) => ElementKind | null,
): Marker[] {
  const active = new Set(highlight.activeActivityIds);
  const markers = new Map<string, Marker['className']>();
  for (const id of [...highlight.finishedActivityIds, ...highlight.highLightedFlows]) {
    const kind = kindOf(id);
    if (kind === 'connection') markers.set(id, MARKER.passed);
    else if (kind === 'shape' && !active.has(id)) markers.set(id, MARKER.finished);
  }
  for (const id of active) if (kindOf(id) === 'shape') markers.set(id, MARKER.active);
  return [...markers].map(([id, className]) => ({ id, className }));
}
