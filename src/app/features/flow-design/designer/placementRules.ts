import { canHoldTimer } from './supportedElements';

/**
 * Where a timer boundary event may go: on a step (user task) only. bpmn-js would drop one anywhere and turn
 * it into an intermediate event, which the server refuses. Each verdict is false (refused) or undefined
 * (bpmn-js's own rules decide).
 */
export interface PlacedShape {
  type: string;
  host?: PlacedShape | null | undefined;
}

const isBoundary = (shape: PlacedShape) => shape.type === 'bpmn:BoundaryEvent';

/** 'shape.attach': a boundary event attaches to a step only. */
export function attachVerdict(shape: PlacedShape, target: PlacedShape | null | undefined): false | undefined {
  if (!isBoundary(shape)) return undefined;
  return target && canHoldTimer(target.type) ? undefined : false;
}

/** 'shape.create': a boundary event is never created free-standing (attaching is asked first). */
export function createVerdict(shape: PlacedShape): false | undefined {
  return isBoundary(shape) ? false : undefined;
}

/** 'elements.create' (paste): every boundary event comes with a step to hold it. */
export function createManyVerdict(elements: readonly PlacedShape[]): false | undefined {
  const stray = elements.some((element) => isBoundary(element) && !(element.host && canHoldTimer(element.host.type)));
  return stray ? false : undefined;
}

/** 'elements.move': a boundary event moved without its step lands on a step or nowhere. */
export function moveVerdict(shapes: readonly PlacedShape[], target: PlacedShape | null | undefined): false | undefined {
  const leaving = shapes.some((shape) => isBoundary(shape) && !(shape.host && shapes.includes(shape.host)));
  if (!leaving) return undefined;
  return target && canHoldTimer(target.type) ? undefined : false;
}
