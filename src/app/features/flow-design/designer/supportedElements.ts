/**
 * What the designer lets a user draw: the elements docs/flows.md "Supported elements" lists, and nothing
 * the server would refuse on save. The bpmn-js providers (designer/bpmn) build their entries from these
 * lists and drop every other entry bpmn-js offers. Keep in step with the server's parseDefinition.ts.
 */
export type TemplateId =
  | 'start-event'
  | 'end-event'
  | 'user-task'
  | 'exclusive-gateway'
  | 'parallel-gateway'
  | 'timer-boundary-event';

export interface ElementTemplate {
  id: TemplateId;
  /** The BPMN type bpmn-js creates. */
  type: string;
  eventDefinitionType?: string;
  /** The bpmn-font icon of the palette entry. */
  className: string;
  group: 'event' | 'activity' | 'gateway';
}

export const ELEMENT_TEMPLATES: readonly ElementTemplate[] = [
  { id: 'start-event', type: 'bpmn:StartEvent', className: 'bpmn-icon-start-event-none', group: 'event' },
  { id: 'end-event', type: 'bpmn:EndEvent', className: 'bpmn-icon-end-event-none', group: 'event' },
  { id: 'user-task', type: 'bpmn:UserTask', className: 'bpmn-icon-user-task', group: 'activity' },
  { id: 'exclusive-gateway', type: 'bpmn:ExclusiveGateway', className: 'bpmn-icon-gateway-xor', group: 'gateway' },
  { id: 'parallel-gateway', type: 'bpmn:ParallelGateway', className: 'bpmn-icon-gateway-parallel', group: 'gateway' },
  {
    id: 'timer-boundary-event',
    type: 'bpmn:BoundaryEvent',
    eventDefinitionType: 'bpmn:TimerEventDefinition',
    className: 'bpmn-icon-intermediate-event-catch-timer',
    group: 'event',
  },
];

export const templateOf = (id: TemplateId): ElementTemplate => {
  const template = ELEMENT_TEMPLATES.find((entry) => entry.id === id);
  if (!template) throw new Error(`No element template ${id}`);
  return template;
};

/** What may follow a step on the context pad (a timer is attached, not appended). */
export const APPENDABLE: readonly TemplateId[] = ['user-task', 'exclusive-gateway', 'parallel-gateway', 'end-event'];

/** bpmn-js's own palette entries that stay: the tools, which draw nothing. */
export const KEPT_PALETTE_ENTRIES: readonly string[] = [
  'hand-tool',
  'lasso-tool',
  'space-tool',
  'global-connect-tool',
  'tool-separator',
];

/** bpmn-js's own context pad entries that stay; its append entries give way to ours. */
export const KEPT_CONTEXT_PAD_ENTRIES: readonly string[] = ['connect', 'replace', 'delete'];

/**
 * The replace menu's entries that turn an element into a supported one. Sequence flows keep none: the
 * properties panel sets conditions and the default branch.
 */
export const KEPT_REPLACE_ENTRIES: readonly string[] = [
  'replace-with-none-start',
  'replace-with-none-end',
  'replace-with-user-task',
  'replace-with-exclusive-gateway',
  'replace-with-parallel-gateway',
  'replace-with-timer-boundary',
];

/** The entries of `entries` whose ids are in `ids`, in their own order. */
export function keepEntries<E>(entries: Readonly<Record<string, E>>, ids: readonly string[]): Record<string, E> {
  return Object.fromEntries(Object.entries(entries).filter(([id]) => ids.includes(id)));
}

/** The element types a step can be appended to from the context pad. */
export function canAppendAfter(type: string): boolean {
  return [
    'bpmn:StartEvent',
    'bpmn:UserTask',
    'bpmn:ExclusiveGateway',
    'bpmn:ParallelGateway',
    'bpmn:BoundaryEvent',
  ].includes(type);
}

/** Only a step (user task) holds timers: a timer dropped anywhere else is refused. */
export function canHoldTimer(type: string): boolean {
  return type === 'bpmn:UserTask';
}
