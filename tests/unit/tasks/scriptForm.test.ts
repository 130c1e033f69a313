import { describe, expect, it } from 'vitest';
import {
  addStep,
  changeStep,
  emptyScriptForm,
  formFromScript,
  moveStep,
  placeScriptErrors,
  removeStep,
  type ScriptFormValues,
  toScriptBody,
} from '../../../src/app/features/tasks/scriptForm';
import { testRunTimeoutMs } from '../../../src/app/features/tasks/scriptTestRun';
import {
  AddScriptBodySchema,
  type ChangeScript,
  ChangeScriptSchema,
  UpdateScriptBodySchema,
} from '../../../src/shared/api/changeScripts';
import { messages } from '../../../src/shared/messages';

/** Password-change scripts (/densification-template-list): the form, its body, its step list and its messages. */
const dialogue = (patch: Partial<ScriptFormValues> = {}): ScriptFormValues => ({
  ...emptyScriptForm(),
  scriptName: '  AIX passwd ',
  description: ' the account itself ',
  command: ' passwd ',
  steps: [
    { expect: 'old password:', send: '{{oldPassword}}' },
    { expect: 'new password:', send: '{{newPassword}}' },
  ],
  ...patch,
});

/** The issues of the shared schema as "path: message key" (the console renders the key in its language). */
const issuesOf = (values: ScriptFormValues) =>
  AddScriptBodySchema.safeParse(toScriptBody(values)).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  ) ?? [];

// The shipped "Linux chpasswd (root)" as the server answers it, built through the reply schema.
const chpasswd: ChangeScript = ChangeScriptSchema.parse({
  scriptId: 2,
  scriptName: 'Linux chpasswd (root)',
  description: "root sets the account's password with chpasswd.",
  mode: 'privileged',
  privilegedAccount: 'root',
  command: 'chpasswd',
  input: 'stdin',
  steps: [],
  stdin: '{{username}}:{{newPassword}}',
  timeoutSeconds: 10,
  builtIn: true,
  taskCount: 1,
  createBy: 'system',
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
});

describe('the script form', () => {
  it('starts as the account itself holding a dialogue of one empty step, 10 seconds a step', () => {
    expect(emptyScriptForm()).toMatchObject({
      mode: 'self',
      input: 'dialogue',
      steps: [{ expect: '', send: '' }],
      timeoutSeconds: '10',
    });
    expect(issuesOf(emptyScriptForm())).toEqual([
      'scriptName: fieldRequired?field=scriptName',
      'command: fieldRequired?field=command',
      'steps.0.expect: fieldRequired?field=expect',
    ]);
  });

  it('maps a dialogue to the body the shared schema accepts: trimmed, the answers as typed, no stdin', () => {
    const body = toScriptBody(dialogue({ stdin: 'left over', privilegedAccount: 'root', timeoutSeconds: ' 30 ' }));
    expect(body).toEqual({
      scriptName: 'AIX passwd',
      description: 'the account itself',
      mode: 'self',
      privilegedAccount: '',
      command: 'passwd',
      input: 'dialogue',
      steps: [
        { expect: 'old password:', send: '{{oldPassword}}' },
        { expect: 'new password:', send: '{{newPassword}}' },
      ],
      stdin: '',
      timeoutSeconds: 30,
    });
    expect(AddScriptBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends standard input without the steps, which the form keeps for a switch back', () => {
    const values = dialogue({
      input: 'stdin',
      stdin: '{{username}}:{{newPassword}}',
      steps: [{ expect: '(', send: '' }],
    });
    const body = toScriptBody(values);
    expect(body).toMatchObject({ input: 'stdin', steps: [], stdin: '{{username}}:{{newPassword}}' });
    // A broken step hidden behind the other input kind does not refuse the save.
    expect(AddScriptBodySchema.safeParse(body).success).toBe(true);
    expect(values.steps).toEqual([{ expect: '(', send: '' }]);
    expect(issuesOf({ ...values, stdin: '  ' })).toEqual(['stdin: fieldRequired?field=stdin']);
  });

  it('names the privileged account only when it signs in as one, and asks for it then', () => {
    expect(toScriptBody(dialogue({ mode: 'privileged', privilegedAccount: ' root ' })).privilegedAccount).toBe('root');
    expect(issuesOf(dialogue({ mode: 'privileged' }))).toEqual([
      'privilegedAccount: fieldRequired?field=privilegedAccount',
    ]);
  });

  it('lets the shared schema refuse what is wrong, with its own messages', () => {
    expect(issuesOf(dialogue({ steps: [{ expect: '(unclosed', send: 'x' }] }))).toEqual([
      'steps.0.expect: scriptPatternInvalid',
    ]);
    expect(messages.scriptPatternInvalid.zh).toBe('期望内容不是有效的正则表达式');
    expect(issuesOf(dialogue({ steps: [] }))).toEqual(['steps: scriptStepsRequired']);
    expect(issuesOf(dialogue({ timeoutSeconds: 'ten' }))).toEqual([
      'timeoutSeconds: fieldInvalid?field=timeoutSeconds',
    ]);
    expect(issuesOf(dialogue({ timeoutSeconds: '121' }))).toEqual([
      'timeoutSeconds: fieldInvalid?field=timeoutSeconds',
    ]);
  });

  it('reads a saved script back into the form and sends the same script again', () => {
    const values = formFromScript(chpasswd);
    expect(values.timeoutSeconds).toBe('10');
    expect(UpdateScriptBodySchema.parse({ ...toScriptBody(values), scriptId: chpasswd.scriptId })).toEqual({
      scriptId: 2,
      scriptName: chpasswd.scriptName,
      description: chpasswd.description,
      mode: 'privileged',
      privilegedAccount: 'root',
      command: 'chpasswd',
      input: 'stdin',
      steps: [],
      stdin: '{{username}}:{{newPassword}}',
      timeoutSeconds: 10,
    });
  });
});

describe('the step list', () => {
  const steps = [
    { expect: 'a', send: '1' },
    { expect: 'b', send: '2' },
    { expect: 'c', send: '3' },
  ];
  const order = (list: { expect: string }[]) => list.map((step) => step.expect).join('');

  it('adds an empty step at the end and removes one wherever it stands', () => {
    expect(addStep(steps)).toEqual([...steps, { expect: '', send: '' }]);
    expect(order(removeStep(steps, 1))).toBe('ac');
    expect(order(removeStep(steps, 0))).toBe('bc');
    expect(removeStep(removeStep(removeStep(steps, 0), 0), 0)).toEqual([]);
  });

  it('changes one step and leaves the others and the list given alone', () => {
    const changed = changeStep(steps, 2, { send: '{{newPassword}}' });
    expect(changed[2]).toEqual({ expect: 'c', send: '{{newPassword}}' });
    expect(changed[0]).toBe(steps[0]);
    expect(steps[2]).toEqual({ expect: 'c', send: '3' });
  });

  it('moves a step one place up or down, and not past either end', () => {
    expect(order(moveStep(steps, 2, -1))).toBe('acb');
    expect(order(moveStep(steps, 0, 1))).toBe('bac');
    expect(order(moveStep(steps, 0, -1))).toBe('abc');
    expect(order(moveStep(steps, 2, 1))).toBe('abc');
    expect(order(steps)).toBe('abc');
  });
});

describe('placeScriptErrors', () => {
  it('puts the schema paths and the server fields under their fields, the rest in the banner', () => {
    const placed = placeScriptErrors({
      scriptName: '改密脚本名称已存在',
      'steps.1.expect': '期望内容不是有效的正则表达式',
      'steps.1.send': '发送内容长度最大为255个字符',
      'steps.3.expect': '期望内容不能为空',
      steps: '请添加交互步骤',
      timeoutSeconds: '超时时间格式不正确',
      '': '服务器繁忙',
      'steps.x': '其他',
    });
    expect(placed.field).toEqual({ scriptName: '改密脚本名称已存在', timeoutSeconds: '超时时间格式不正确' });
    expect(placed.steps).toBe('请添加交互步骤');
    expect(placed.step).toEqual({
      1: { expect: '期望内容不是有效的正则表达式', send: '发送内容长度最大为255个字符' },
      3: { expect: '期望内容不能为空' },
    });
    expect(placed.banner).toBe('服务器繁忙 其他');
  });

  it('has no banner when every message has a field', () => {
    expect(placeScriptErrors({ command: 'x', 'steps.0.send': 'y' }).banner).toBeUndefined();
  });
});

describe('testRunTimeoutMs', () => {
  it("waits for each step twice (a restore run), five sign-ins and some slack, beyond the data layer's 20 s", () => {
    expect(testRunTimeoutMs({ input: 'dialogue', steps: dialogue().steps, timeoutSeconds: 10 })).toBe(
      2 * 2 * 10_000 + 5 * 10_000 + 15_000,
    );
    expect(testRunTimeoutMs(chpasswd)).toBe(2 * 10_000 + 5 * 10_000 + 15_000);
  });
});
