import { describe, expect, it } from 'vitest';
import {
  type ElementKind,
  highlightMarkers,
  MARKER,
} from '../../../src/app/features/flow-design/viewer/highlightMarkers';

const kinds: Record<string, ElementKind> = {
  Start: 'shape',
  Boss: 'shape',
  Lead: 'shape',
  End: 'shape',
  Flow_1: 'connection',
  Flow_2: 'connection',
};
const kindOf = (id: string) => kinds[id] ?? null;

describe('highlightMarkers', () => {
  it('marks waiting steps active, passed nodes finished and passed flows', () => {
    const markers = highlightMarkers(
      { activeActivityIds: ['Boss'], finishedActivityIds: ['Start', 'Flow_1'], highLightedFlows: ['Flow_1'] },
      kindOf,
    );
    expect(markers).toEqual([
      { id: 'Start', className: MARKER.finished },
      { id: 'Flow_1', className: MARKER.passed },
      { id: 'Boss', className: MARKER.active },
    ]);
  });

  it('shows a step waiting again (a loop back) as active, not finished', () => {
    const markers = highlightMarkers(
      { activeActivityIds: ['Lead'], finishedActivityIds: ['Lead', 'Boss'], highLightedFlows: ['Flow_2'] },
      kindOf,
    );
    expect(markers).toContainEqual({ id: 'Lead', className: MARKER.active });
    expect(markers).not.toContainEqual({ id: 'Lead', className: MARKER.finished });
  });

  it('skips ids the diagram does not hold, and flows named as active', () => {
    expect(
      highlightMarkers(
        { activeActivityIds: ['Gone', 'Flow_2'], finishedActivityIds: ['Removed'], highLightedFlows: ['Old'] },
        kindOf,
      ),
    ).toEqual([]);
  });
});
