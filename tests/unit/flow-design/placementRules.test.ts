import { describe, expect, it } from 'vitest';
import {
  attachVerdict,
  createManyVerdict,
  createVerdict,
  moveVerdict,
  type PlacedShape,
} from '../../../src/app/features/flow-design/designer/placementRules';

const step: PlacedShape = { type: 'bpmn:UserTask' };
const otherStep: PlacedShape = { type: 'bpmn:UserTask' };
const gateway: PlacedShape = { type: 'bpmn:ExclusiveGateway' };
const process: PlacedShape = { type: 'bpmn:Process' };
const timerOn = (host: PlacedShape | null): PlacedShape => ({ type: 'bpmn:BoundaryEvent', host });

describe('placing timer boundary events', () => {
  it('attaches a timer to a step only, and leaves other shapes to bpmn-js', () => {
    expect(attachVerdict(timerOn(null), step)).toBeUndefined();
    expect(attachVerdict(timerOn(null), gateway)).toBe(false);
    expect(attachVerdict(timerOn(null), null)).toBe(false);
    expect(attachVerdict(step, gateway)).toBeUndefined();
  });

  it('never creates a free-standing timer', () => {
    expect(createVerdict(timerOn(null))).toBe(false);
    expect(createVerdict(step)).toBeUndefined();
  });

  it('pastes a timer only with a step to hold it', () => {
    expect(createManyVerdict([step, timerOn(step)])).toBeUndefined();
    expect(createManyVerdict([timerOn(null)])).toBe(false);
    expect(createManyVerdict([gateway, timerOn(gateway)])).toBe(false);
    expect(createManyVerdict([step, gateway])).toBeUndefined();
  });

  it('moves a timer along or onto a step, never onto the canvas', () => {
    const timer = timerOn(step);
    expect(moveVerdict([timer], step)).toBeUndefined();
    expect(moveVerdict([timer], otherStep)).toBeUndefined();
    expect(moveVerdict([timer], process)).toBe(false);
    expect(moveVerdict([timer], gateway)).toBe(false);
  });

  it('moves a step with its timers anywhere bpmn-js allows', () => {
    expect(moveVerdict([step, timerOn(step)], process)).toBeUndefined();
    expect(moveVerdict([gateway], process)).toBeUndefined();
  });
});
