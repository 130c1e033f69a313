import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { gatehouseModdle } from '../../../../shared/protocol/gatehouseModdle';
import type { Canvas, ElementRegistry } from '../designer/bpmnServices';
import { elementLabel } from '../designer/elementView';
import type { ElementKind, Marker } from './highlightMarkers';

/** A read-only diagram: pan with the mouse or the arrow keys, zoom with the wheel or the viewer's buttons. */
export interface DiagramView {
  importXml(xml: string): Promise<void>;
  kindOf(id: string): ElementKind | null;
  nameOf(id: string): string;
  mark(markers: readonly Marker[]): void;
  zoomBy(factor: number): void;
  fit(): void;
  /** The drawing's svg, to give it a role and a name. */
  svg(): SVGElement | null;
  destroy(): void;
}

/** The bpmn-js viewer in `container`; this module is the only way into it, loaded with the viewer's chunk. */
export function createViewer(container: HTMLElement): DiagramView {
  const viewer = new NavigatedViewer({ container, moddleExtensions: { gatehouse: gatehouseModdle } });
  const canvas = viewer.get<Canvas>('canvas');
  const registry = viewer.get<ElementRegistry>('elementRegistry');
  return {
    importXml: async (xml) => {
      await viewer.importXML(xml);
    },
    kindOf: (id) => {
      const element = registry.get(id);
      if (!element || element.type === 'label') return null;
      return element.waypoints ? 'connection' : 'shape';
    },
    nameOf: (id) => {
      const element = registry.get(id);
      return element ? elementLabel(element.businessObject) : id;
    },
    mark: (markers) => {
      for (const marker of markers) canvas.addMarker(marker.id, marker.className);
    },
    zoomBy: (factor) => canvas.zoom(canvas.zoom() * factor, 'auto'),
    fit: () => canvas.zoom('fit-viewport', 'auto'),
    svg: () => canvas.getContainer().querySelector('svg'),
    destroy: () => viewer.destroy(),
  };
}
