import type { AddScriptBody, ChangeScript, ScriptStep } from '../../../shared/api/changeScripts';
import type { FormErrors } from '../../data/formErrors';

/**
 * The password-change script form (/densification-template-list) as typed, and its body. The form keeps what the
 * other mode or input kind had (switching back does not lose it); the body sends only what the chosen ones use, so
 * that a hidden step cannot refuse the save with a message nobody sees.
 */
export interface ScriptFormValues {
  scriptName: string;
  description: string;
  mode: 'self' | 'privileged';
  privilegedAccount: string;
  command: string;
  input: 'dialogue' | 'stdin';
  steps: ScriptStep[];
  stdin: string;
  /** Text until saved, so that "abc" is refused with the schema's own message. */
  timeoutSeconds: string;
}

export const DEFAULT_TIMEOUT_SECONDS = 10;

/** What a script's texts may name; keep in step with renderScriptText (src/server/modules/tasks/scripts). */
export const SCRIPT_VARIABLES = ['{{username}}', '{{oldPassword}}', '{{newPassword}}'] as const;

/** A new script: the account itself runs a dialogue with one empty step to fill in. */
export function emptyScriptForm(): ScriptFormValues {
  return {
    scriptName: '',
    description: '',
    mode: 'self',
    privilegedAccount: '',
    command: '',
    input: 'dialogue',
    steps: [{ expect: '', send: '' }],
    stdin: '',
    timeoutSeconds: String(DEFAULT_TIMEOUT_SECONDS),
  };
}

export function formFromScript(script: ChangeScript): ScriptFormValues {
  return {
    scriptName: script.scriptName,
    description: script.description,
    mode: script.mode,
    privilegedAccount: script.privilegedAccount,
    command: script.command,
    input: script.input,
    steps: script.steps.map((step) => ({ ...step })),
    stdin: script.stdin,
    timeoutSeconds: String(script.timeoutSeconds),
  };
}

/** Text that is not a whole number goes as NaN, which the shared schema refuses with its own message. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body the shared schema checks (AddScriptBodySchema; with scriptId, UpdateScriptBodySchema). */
export function toScriptBody(values: ScriptFormValues): AddScriptBody {
  const isDialogue = values.input === 'dialogue';
  return {
    scriptName: values.scriptName.trim(),
    description: values.description.trim(),
    mode: values.mode,
    privilegedAccount: values.mode === 'privileged' ? values.privilegedAccount.trim() : '',
    command: values.command.trim(),
    input: values.input,
    // What is sent is sent as typed (a leading space may matter to a device); the expected text is trimmed by the schema.
    steps: isDialogue ? values.steps.map((step) => ({ expect: step.expect, send: step.send })) : [],
    stdin: isDialogue ? '' : values.stdin,
    timeoutSeconds: wholeNumber(values.timeoutSeconds),
  };
}

// The step list's edits: each returns a new list and leaves the one given alone.

export const addStep = (steps: readonly ScriptStep[]): ScriptStep[] => [...steps, { expect: '', send: '' }];

export const removeStep = (steps: readonly ScriptStep[], index: number): ScriptStep[] =>
  steps.filter((_, at) => at !== index);

export const changeStep = (steps: readonly ScriptStep[], index: number, change: Partial<ScriptStep>): ScriptStep[] =>
  steps.map((step, at) => (at === index ? { ...step, ...change } : step));

/** Moves the step at `index` one place up (-1) or down (1); a move past either end changes nothing. */
export function moveStep(steps: readonly ScriptStep[], index: number, by: -1 | 1): ScriptStep[] {
  const target = index + by;
  const moved = [...steps];
  const [step, other] = [steps[index], steps[target]];
  if (step === undefined || other === undefined) return moved;
  moved[target] = step;
  moved[index] = other;
  return moved;
}

const FIELDS = [
  'scriptName',
  'description',
  'mode',
  'privilegedAccount',
  'command',
  'input',
  'stdin',
  'timeoutSeconds',
] as const;
export type ScriptFormField = (typeof FIELDS)[number];
export type StepErrors = Partial<Record<keyof ScriptStep, string>>;

/** Where a failure goes: the shared schema names paths (steps.2.expect), the server a field (scriptName). */
export interface PlacedScriptErrors {
  field: Partial<Record<ScriptFormField, string>>;
  /** The list's own failure (no steps, too many). */
  steps?: string;
  /** A step's failures by its index. */
  step: Record<number, StepErrors>;
  /** Anything no field shows, so that no refusal goes unseen. */
  banner?: string;
}

/** The script form's messages placed under their fields, the first one per field. */
export function placeScriptErrors(errors: FormErrors): PlacedScriptErrors {
  const placed: PlacedScriptErrors = { field: {}, step: {} };
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const [head = '', index, part] = key.split('.');
    if ((FIELDS as readonly string[]).includes(head) && index === undefined)
      placed.field[head as ScriptFormField] ??= message;
    else if (head === 'steps' && index === undefined) placed.steps ??= message;
    else if (head === 'steps' && /^\d+$/.test(index ?? '') && (part === 'expect' || part === 'send')) {
      const at = Number(index);
      placed.step[at] = { [part]: message, ...placed.step[at] };
    } else unplaced.push(message);
  }
  if (unplaced.length > 0) placed.banner = unplaced.join(' ');
  return placed;
}
