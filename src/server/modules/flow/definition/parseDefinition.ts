import { msgRef } from '../../../../shared/rules/validation';
import { indexDiagram } from './diagramIndex';
import { readFlows } from './flowRules';
import { checkGraph } from './graphRules';
import { readNodes } from './nodeRules';
import { type DiagramElement, type DiagramProcess, readDiagram } from './readBpmn';
import type { DefinitionResult, FlowDefinition } from './types';

export interface ParseDefinitionOptions {
  /** Keys of the flow's form fields; when given, conditions and formField approvers may name only these. */
  formFields?: readonly string[];
  /** The model's key; when given, the process id must equal it. */
  modelKey?: string;
}

/** An XML ID (NCName) without ':', which also keeps ids usable in URLs and message references. */
const ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Elements whose id is usable; the others are reported and left out of every later check. */
function withUsableIds(elements: DiagramElement[], problems: string[]): DiagramElement[] {
  return elements.filter((element) => {
    if (element.id === '') problems.push(msgRef('flowDefIdMissing', { kind: element.kind }));
    else if (!ID_PATTERN.test(element.id)) problems.push(msgRef('flowDefIdInvalid', { id: element.id }));
    else return true;
    return false;
  });
}

function checkProcess(process: DiagramProcess, options: ParseDefinitionOptions, problems: string[]): void {
  if (process.id === '') problems.push(msgRef('flowDefIdMissing', { kind: 'process' }));
  else if (!ID_PATTERN.test(process.id)) problems.push(msgRef('flowDefIdInvalid', { id: process.id }));
  if (options.modelKey !== undefined && process.id !== options.modelKey) {
    problems.push(msgRef('flowDefProcessIdMismatch', { id: process.id, modelKey: options.modelKey }));
  }
}

function buildDefinition(
  process: DiagramProcess,
  options: ParseDefinitionOptions,
  problems: string[],
): FlowDefinition | null {
  const index = indexDiagram(withUsableIds(process.elements, problems));
  const nodes = readNodes(index, options.formFields, problems);
  const flows = readFlows(index, options.formFields, problems);
  checkGraph(index, problems);
  const start = nodes.find((node) => node.type === 'start');
  if (!start) return null;
  return {
    processId: process.id,
    name: process.name.trim(),
    startId: start.id,
    // fromEntries defines own properties, so even an id like "__proto__" stays a plain key.
    nodes: Object.fromEntries(nodes.map((node) => [node.id, node])),
    flows: Object.fromEntries(flows.map((flow) => [flow.id, flow])),
  };
}

/**
 * Reads an approval flow's BPMN 2.0 XML into the definition the engine runs, or every problem found
 * (message references naming the element by its name, else its id). Supported elements and rules:
 * docs/flows.md "Supported elements".
 */
export async function parseFlowDefinition(
  xml: string,
  options: ParseDefinitionOptions = {},
): Promise<DefinitionResult> {
  const read = await readDiagram(xml);
  if (!read.ok) return read;
  const problems = [...read.problems];
  if (read.hasCollaboration) problems.push(msgRef('flowDefCollaboration'));
  const [process, ...others] = read.processes;
  // A process the reader had to drop (an illegal id) is reported already; "no process" would only echo it.
  if (!process && read.problems.length === 0) problems.push(msgRef('flowDefNoProcess'));
  else if (others.length > 0) problems.push(msgRef('flowDefManyProcesses', { count: read.processes.length }));
  let definition: FlowDefinition | null = null;
  if (process && others.length === 0) {
    checkProcess(process, options, problems);
    definition = buildDefinition(process, options, problems);
  }
  if (definition && problems.length === 0) return { ok: true, definition };
  return { ok: false, problems };
}
