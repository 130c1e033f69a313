import type { DiagramBusinessObject } from './elementView';

/**
 * The parts of bpmn-js (diagram-js) services this feature calls, typed here so that only the two lazily
 * loaded entries (designer/bpmn/createModeler.ts, viewer/createViewer.ts) import bpmn-js, even for types.
 */
export interface DiagramElement {
  id: string;
  /** The BPMN type, e.g. bpmn:UserTask; 'label' for an external label. */
  type: string;
  businessObject: DiagramBusinessObject;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  host?: DiagramElement | null;
  waypoints?: unknown[];
  labelTarget?: DiagramElement | null;
  attachers?: DiagramElement[];
}

export type DiagramEventHandler = (event: { element?: DiagramElement; newSelection?: DiagramElement[] }) => void;

export interface EventBus {
  on(event: string, priority: number, handler: (event: never) => unknown): void;
  on(event: string, handler: DiagramEventHandler): void;
  off(event: string, handler: DiagramEventHandler): void;
}

export interface ModdleElement {
  $type: string;
  get(name: string): unknown;
}

export interface BpmnFactory {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

export interface ElementFactory {
  createShape(attrs: Record<string, unknown>): DiagramElement;
}

export interface Modeling {
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  updateModdleProperties(element: DiagramElement, moddleElement: object, properties: Record<string, unknown>): void;
  updateLabel(element: DiagramElement, text: string | null): void;
  createShape(
    shape: DiagramElement,
    position: { x: number; y: number },
    target: DiagramElement,
    hints?: { attach?: boolean },
  ): DiagramElement;
  removeElements(elements: DiagramElement[]): void;
}

export interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto' | { x: number; y: number }): number;
  resized(): void;
  addMarker(element: DiagramElement | string, marker: string): void;
  scrollToElement(element: DiagramElement): void;
  getContainer(): HTMLElement;
}

export interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
  getAll(): DiagramElement[];
}

export interface Selection {
  select(element: DiagramElement | null): void;
  get(): DiagramElement[];
}

export interface CommandStack {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

export interface AutoPlace {
  append(source: DiagramElement, shape: DiagramElement): DiagramElement;
}

/** What the designer's commands and panel use of a running modeler. */
export interface DesignerServices {
  eventBus: EventBus;
  modeling: Modeling;
  canvas: Canvas;
  elementRegistry: ElementRegistry;
  selection: Selection;
  commandStack: CommandStack;
  bpmnFactory: BpmnFactory;
  elementFactory: ElementFactory;
  autoPlace: AutoPlace;
}

/** A running modeler: its services, the diagram in and out, and its end. */
export interface BpmnDesigner {
  services: DesignerServices;
  importXml(xml: string): Promise<void>;
  /** The diagram as formatted BPMN 2.0 XML. */
  saveXml(): Promise<string>;
  destroy(): void;
}
