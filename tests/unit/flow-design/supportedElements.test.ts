import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as replaceOptions from 'bpmn-js/lib/features/replace/ReplaceOptions';
import { describe, expect, it } from 'vitest';
import {
  APPENDABLE,
  canAppendAfter,
  canHoldTimer,
  ELEMENT_TEMPLATES,
  KEPT_CONTEXT_PAD_ENTRIES,
  KEPT_PALETTE_ENTRIES,
  KEPT_REPLACE_ENTRIES,
  keepEntries,
} from '../../../src/app/features/flow-design/designer/supportedElements';

const bpmnJsFile = (path: string) => readFileSync(createRequire(import.meta.url).resolve(`bpmn-js/${path}`), 'utf8');

describe('the elements the designer offers', () => {
  it('are those docs/flows.md lists, and nothing else', () => {
    expect(ELEMENT_TEMPLATES.map(({ type, eventDefinitionType }) => [type, eventDefinitionType])).toEqual([
      ['bpmn:StartEvent', undefined],
      ['bpmn:EndEvent', undefined],
      ['bpmn:UserTask', undefined],
      ['bpmn:ExclusiveGateway', undefined],
      ['bpmn:ParallelGateway', undefined],
      ['bpmn:BoundaryEvent', 'bpmn:TimerEventDefinition'],
    ]);
  });

  it('have an icon in the bpmn font', () => {
    const css = bpmnJsFile('dist/assets/bpmn-font/css/bpmn.css');
    for (const { className } of ELEMENT_TEMPLATES) expect(css).toContain(`.${className}:before`);
  });

  it('append steps, gateways and ends, never a timer or a start', () => {
    expect(APPENDABLE).toEqual(['user-task', 'exclusive-gateway', 'parallel-gateway', 'end-event']);
  });
});

describe('filtering bpmn-js entries', () => {
  it('keeps the listed entries in their own order and drops the rest', () => {
    const entries = {
      'hand-tool': 1,
      'create.task': 2,
      'create.subprocess-expanded': 3,
      'lasso-tool': 4,
      'create.participant-expanded': 5,
      'create.data-object': 6,
    };
    expect(keepEntries(entries, KEPT_PALETTE_ENTRIES)).toEqual({ 'hand-tool': 1, 'lasso-tool': 4 });
  });

  it('keeps only tools of the palette, and connect, change and delete of the context pad', () => {
    const palette = bpmnJsFile('lib/features/palette/PaletteProvider.js');
    for (const id of KEPT_PALETTE_ENTRIES) expect(palette).toContain(`'${id}'`);
    expect(KEPT_PALETTE_ENTRIES.some((id) => id.startsWith('create.'))).toBe(false);
    const pad = bpmnJsFile('lib/features/context-pad/ContextPadProvider.js');
    for (const id of KEPT_CONTEXT_PAD_ENTRIES) expect(pad).toContain(`'${id}'`);
    expect(KEPT_CONTEXT_PAD_ENTRIES.some((id) => id.startsWith('append.'))).toBe(false);
  });

  it('keeps replace entries that bpmn-js has, each turning into a supported element', () => {
    const options = Object.values(replaceOptions).flatMap((value) =>
      Array.isArray(value) ? value : Object.values(value).flat(),
    );
    const supported = new Set(ELEMENT_TEMPLATES.map((template) => template.type));
    for (const id of KEPT_REPLACE_ENTRIES) {
      const option = options.find((candidate) => candidate.actionName === id);
      expect(option, id).toBeDefined();
      expect(supported.has(option?.target?.type ?? ''), id).toBe(true);
    }
  });
});

describe('where elements go', () => {
  it('appends after the nodes that lead somewhere', () => {
    for (const type of [
      'bpmn:StartEvent',
      'bpmn:UserTask',
      'bpmn:ExclusiveGateway',
      'bpmn:ParallelGateway',
      'bpmn:BoundaryEvent',
    ]) {
      expect(canAppendAfter(type), type).toBe(true);
    }
    for (const type of ['bpmn:EndEvent', 'bpmn:SequenceFlow', 'bpmn:Process', 'label']) {
      expect(canAppendAfter(type), type).toBe(false);
    }
  });

  it('puts timers on steps only', () => {
    expect(canHoldTimer('bpmn:UserTask')).toBe(true);
    expect(canHoldTimer('bpmn:Task')).toBe(false);
    expect(canHoldTimer('bpmn:ExclusiveGateway')).toBe(false);
  });
});
