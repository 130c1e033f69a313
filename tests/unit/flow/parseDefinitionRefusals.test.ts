import { describe, expect, it } from 'vitest';
import { type ParseDefinitionOptions, parseFlowDefinition } from '../../../src/server/modules/flow/definition';
import { and, bpmnXml, duration, end, flow, linear, render, start, task, timer, xor } from '../../support/bpmnFixture';

/** Every problem of the diagram, as the operator reads it (zh-CN). */
async function problemsOf(xml: string, options: ParseDefinitionOptions = {}): Promise<string[]> {
  const result = await parseFlowDefinition(xml, options);
  if (result.ok) throw new Error('the diagram was accepted');
  return result.problems.map((problem) => render(problem));
}

const refuses = async (elements: string[], options: ParseDefinitionOptions = {}) =>
  problemsOf(bpmnXml(elements), options);

describe('parseFlowDefinition refuses a file', () => {
  it('that is not XML, or not BPMN', async () => {
    expect(await problemsOf('<bpmn:definitions')).toEqual(['流程图 XML 格式有误，位置在第 1 行第 1 列附近']);
    expect(await problemsOf('<html><body/></html>')).toEqual([
      '无法读取流程图：文件不是 BPMN 2.0 格式（根元素应为 bpmn:definitions）',
    ]);
    expect(await problemsOf('')).toEqual(['无法读取流程图：文件不是 BPMN 2.0 格式（根元素应为 bpmn:definitions）']);
  });

  it('with elements or attributes BPMN and Gatehouse do not define, and duplicate ids', async () => {
    const problems = await refuses(
      linear([
        '<bpmn:approval id="X_1" />',
        '<bpmn:userTask id="Task_1" gatehouse:approverType="users" gatehouse:approvers="2" />',
      ]).map((element) => element.replace('gatehouse:approvalMode', 'gatehouse:approvalMode')),
    );
    expect(problems).toContain('第 9 行的元素 <bpmn:approval> 无法识别');
    expect(problems).toContain('元素 ID“Task_1”重复，每个元素的 ID 必须唯一');
    const typo = '<bpmn:userTask id="Task_1" name="经理审批" gatehouse:approverType="users" gatehouse:approver="2" />';
    expect(await refuses([start(), typo, ...linear().slice(2)])).toEqual([
      '元素“经理审批”的属性 gatehouse:approver 无法识别',
      '审批节点“经理审批”按指定用户审批，但没有填写用户',
    ]);
  });

  it('with a document type: entities are never expanded', async () => {
    const xml = bpmnXml(linear())
      .replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY secret SYSTEM "file:///etc/passwd">]>',
      )
      .replace('name="测试流程"', 'name="&secret;"');
    expect(await problemsOf(xml)).toEqual(['流程图 XML 格式有误，位置在第 2 行第 1 列附近']);
  });

  it('without a process, with several, or with pools', async () => {
    const empty = bpmnXml([]).replace(/<bpmn:process[\s\S]*<\/bpmn:process>/, '');
    expect(await problemsOf(empty)).toEqual(['流程图中没有流程（bpmn:process）']);
    expect(await problemsOf(bpmnXml(linear(), { after: '<bpmn:process id="Process_2" />' }))).toEqual([
      '流程图只能包含一个流程，当前有 2 个',
    ]);
    const pool =
      '<bpmn:collaboration id="Collaboration_1"><bpmn:participant id="Pool_1" name="审批" processRef="Process_test" /></bpmn:collaboration>';
    expect(await problemsOf(bpmnXml(linear(), { after: pool }))).toEqual([
      '不支持泳池和协作图（bpmn:collaboration），请把流程直接画在画布上，不要使用泳池',
    ]);
  });

  it('whose process id is not the model key', async () => {
    expect(await refuses(linear(), { modelKey: 'Process_other' })).toEqual([
      '流程 ID“Process_test”与模型标识“Process_other”不一致',
    ]);
  });

  it('with an element without a usable id', async () => {
    expect(await refuses(linear(['<bpmn:exclusiveGateway name="孤立" />']))).toEqual([
      '有一个 exclusiveGateway 元素没有 ID',
    ]);
    expect(await problemsOf(bpmnXml(linear(), { processId: '1st' }))).toEqual([
      '元素 ID“1st”不合法：须以字母或下划线开头，只能包含字母、数字、_、- 和 .',
    ]);
    expect(await problemsOf(bpmnXml(linear(), { processId: 'gatehouse:flow' }))).toEqual([
      '元素 ID“gatehouse:flow”不合法：须以字母或下划线开头，只能包含字母、数字、_、- 和 .',
    ]);
  });
});

describe('parseFlowDefinition refuses events', () => {
  it('no start event, or two', async () => {
    expect(await refuses([task('Task_1'), end(), flow('Flow_2', 'Task_1', 'End')])).toEqual([
      '流程缺少开始事件',
      '节点“Task_1”没有进线',
    ]);
    expect(await refuses(linear([start('Start_2'), flow('Flow_3', 'Start_2', 'Task_1')]))).toEqual([
      '流程只能有一个开始事件，当前有 2 个',
    ]);
  });

  it('a timer or message start event', async () => {
    const timerStart = start('Start', '<bpmn:timerEventDefinition />');
    expect(await refuses([timerStart, ...linear().slice(1)])).toEqual([
      '开始事件“开始”带有定时、消息等触发类型，暂不支持，请使用普通开始事件',
    ]);
  });

  it('no end event, or a terminating one', async () => {
    expect(await refuses([start(), task('Task_1'), flow('Flow_1', 'Start', 'Task_1')])).toEqual([
      '流程至少需要一个结束事件',
      '节点“Task_1”没有出线',
    ]);
    const terminate = end('End', '<bpmn:terminateEventDefinition />');
    expect(await refuses([...linear().filter((element) => !element.includes('endEvent')), terminate])).toEqual([
      '结束事件“结束”带有终止、消息等类型，暂不支持，请使用普通结束事件',
    ]);
  });
});

describe('parseFlowDefinition refuses unsupported elements', () => {
  it.each([
    ['serviceTask', '<bpmn:serviceTask id="Step" name="自动处理" />'],
    ['scriptTask', '<bpmn:scriptTask id="Step" name="自动处理" />'],
    ['task', '<bpmn:task id="Step" name="自动处理" />'],
    ['manualTask', '<bpmn:manualTask id="Step" name="自动处理" />'],
    ['callActivity', '<bpmn:callActivity id="Step" name="自动处理" />'],
    ['inclusiveGateway', '<bpmn:inclusiveGateway id="Step" name="自动处理" />'],
    ['eventBasedGateway', '<bpmn:eventBasedGateway id="Step" name="自动处理" />'],
    ['subProcess', '<bpmn:subProcess id="Step" name="自动处理"><bpmn:startEvent id="Inner" /></bpmn:subProcess>'],
    [
      'intermediateCatchEvent',
      '<bpmn:intermediateCatchEvent id="Step" name="自动处理"><bpmn:timerEventDefinition /></bpmn:intermediateCatchEvent>',
    ],
    ['intermediateThrowEvent', '<bpmn:intermediateThrowEvent id="Step" name="自动处理" />'],
  ])('%s, named once, without unreachable noise behind it', async (kind, element) => {
    const problems = await refuses([
      start(),
      element,
      task('Task_1'),
      end(),
      flow('Flow_1', 'Start', 'Step'),
      flow('Flow_2', 'Step', 'Task_1'),
      flow('Flow_3', 'Task_1', 'End'),
    ]);
    expect(problems).toEqual([
      `不支持“自动处理”（${kind}）。审批流程只能使用开始事件、结束事件、用户任务、排他网关、并行网关、用户任务上的定时边界事件和连线`,
    ]);
  });

  it('a data object reference, but not the data object bpmn-js writes beside it', async () => {
    expect(
      await refuses(
        linear([
          '<bpmn:dataObjectReference id="DataRef_1" dataObjectRef="Data_1" />',
          '<bpmn:dataObject id="Data_1" />',
        ]),
      ),
    ).toEqual([
      '不支持“DataRef_1”（dataObjectReference）。审批流程只能使用开始事件、结束事件、用户任务、排他网关、并行网关、用户任务上的定时边界事件和连线',
    ]);
  });
});

describe('parseFlowDefinition refuses approval steps', () => {
  it.each([
    [{ approverType: '' }, '审批节点“经理审批”未设置审批人类型'],
    [
      { approverType: 'manager' },
      '审批节点“经理审批”的审批人类型“manager”无效，可选：指定用户（users）、角色（role）、部门主管（deptSupervisor）、资产负责人（assetOwners）、表单字段（formField）',
    ],
    [{ approverType: 'users', approvers: ' , ' }, '审批节点“经理审批”按指定用户审批，但没有填写用户'],
    [{ approverType: 'role', approvers: '' }, '审批节点“经理审批”按角色审批，但没有填写角色'],
    [{ approverType: 'users', approvers: '1,abc' }, '审批节点“经理审批”的审批人 ID“abc”无效，必须是正整数'],
    [{ approverType: 'role', approvers: '0' }, '审批节点“经理审批”的审批人 ID“0”无效，必须是正整数'],
    [{ approverType: 'role', approvers: '-3' }, '审批节点“经理审批”的审批人 ID“-3”无效，必须是正整数'],
    [{ approverType: 'users', approvers: '1.5' }, '审批节点“经理审批”的审批人 ID“1.5”无效，必须是正整数'],
    [
      { approverType: 'users', approvers: '99999999999999999999' },
      '审批节点“经理审批”的审批人 ID“99999999999999999999”无效，必须是正整数',
    ],
    [{ approverType: 'formField', approvers: '' }, '审批节点“经理审批”按表单字段确定审批人，但没有填写字段'],
    [{ approverType: 'formField', approvers: 'owner' }, '审批节点“经理审批”引用的表单字段“owner”在表单中不存在'],
    [
      { approvalMode: 'most' },
      '审批节点“经理审批”的审批方式“most”无效，可选：或签（any，一人同意即可）、会签（all，所有人都须同意）',
    ],
    [
      { inner: '<bpmn:multiInstanceLoopCharacteristics />' },
      '审批节点“经理审批”设置了多实例或循环，暂不支持；需要多人同意时请把审批方式设为会签',
    ],
  ])('%j', async (taskOptions, message) => {
    expect(await refuses(linear([], taskOptions), { formFields: ['reviewer'] })).toEqual([message]);
  });

  it('by its id when it has no name', async () => {
    expect(await refuses(linear([], { name: '', approverType: '' }))).toEqual(['审批节点“Task_1”未设置审批人类型']);
  });

  it('with two outgoing flows: branching needs a gateway', async () => {
    expect(await refuses(linear([end('End_2'), flow('Flow_3', 'Task_1', 'End_2')]))).toEqual([
      '审批节点“经理审批”只能有一条出线，当前有 2 条；需要分支时请在它后面加一个网关',
    ]);
  });
});

describe('parseFlowDefinition refuses conditions', () => {
  const branching = (conditionA?: string, conditionB?: string, defaultFlow?: string) => [
    start(),
    xor('Gateway_1', defaultFlow, '分支'),
    task('Task_A'),
    task('Task_B'),
    end(),
    flow('Flow_1', 'Start', 'Gateway_1'),
    flow('Flow_A', 'Gateway_1', 'Task_A', conditionA, '长期'),
    flow('Flow_B', 'Gateway_1', 'Task_B', conditionB),
    flow('Flow_2', 'Task_A', 'End'),
    flow('Flow_3', 'Task_B', 'End'),
  ];

  it('missing on a branch that is not the default', async () => {
    expect(await refuses(branching('days > 3'))).toEqual([
      '连线“Flow_B”从排他网关“分支”引出，需要设置条件，或者设为该网关的默认连线',
    ]);
    expect(await refuses(branching('days > 3', `\${ }`))).toEqual([
      '连线“Flow_B”从排他网关“分支”引出，需要设置条件，或者设为该网关的默认连线',
    ]);
  });

  it('that cannot be read, naming the flow and the place', async () => {
    expect(await refuses(branching("days > 3 && kind = 'prod'", 'x == 1'))).toEqual([
      '连线“长期”的条件第 18 个字符“=”无法识别',
    ]);
    expect(await refuses(branching("constructor.constructor('x')()", 'x == 1'))).toEqual([
      '连线“长期”的条件第 12 个字符“.”无法识别',
    ]);
    expect(await refuses(branching('days >', 'x == 1'))).toEqual(['连线“长期”的条件不完整，结尾缺少字段、值或右括号']);
    expect(await refuses(branching('days 3', 'x == 1'))).toEqual([
      '连线“长期”的条件第 6 个字符处，字段“days”后应为比较符（==、!=、>、>=、<、<=、contains），实际为“3”',
    ]);
  });

  it('naming fields the form does not have', async () => {
    expect(
      await refuses(branching('days > 3 && dayz < 9', "kind == 'prod'"), { formFields: ['days', 'kind'] }),
    ).toEqual(['连线“长期”的条件引用了表单中不存在的字段“dayz”']);
  });

  it('on the default flow, or a default flow that leaves another element', async () => {
    expect(await refuses(branching('days > 3', 'days <= 3', 'Flow_B'))).toEqual([
      '默认连线“Flow_B”不能设置条件：其他条件都不满足时才会走默认连线',
    ]);
    expect(await refuses(branching('days > 3', 'days <= 3', 'Flow_2'))).toEqual([
      '排他网关“分支”的默认连线“Flow_2”不是从该网关引出的',
    ]);
  });

  it('on flows that do not leave an exclusive gateway', async () => {
    expect(
      await refuses([
        start(),
        and('Fork'),
        task('Task_A'),
        task('Task_B'),
        and('Join'),
        end(),
        flow('Flow_1', 'Start', 'Fork', 'days > 1'),
        flow('Flow_A', 'Fork', 'Task_A', 'days > 3'),
        flow('Flow_B', 'Fork', 'Task_B'),
        flow('Flow_A2', 'Task_A', 'Join'),
        flow('Flow_B2', 'Task_B', 'Join'),
        flow('Flow_2', 'Join', 'End'),
      ]),
    ).toEqual([
      '连线“Flow_1”设置了条件，但只有从排他网关引出的连线才能设置条件',
      '连线“Flow_A”设置了条件，但只有从排他网关引出的连线才能设置条件',
    ]);
  });
});

describe('parseFlowDefinition refuses timers', () => {
  const withTimer = (boundary: string, extra: string[] = []) =>
    linear([boundary, end('End_Timer', '', '超时结束'), ...extra]);
  const toEnd = flow('Flow_T', 'Timer_1', 'End_Timer');

  it.each([
    [{ definition: '' }, '定时事件“提醒”未设置时长'],
    [{ definition: duration('  ') }, '定时事件“提醒”未设置时长'],
    [
      { definition: '<bpmn:timeDate xsi:type="bpmn:tFormalExpression">2030-01-01T00:00:00Z</bpmn:timeDate>' },
      '定时事件“提醒”使用了固定时间点或循环（timeDate/timeCycle），暂不支持，请改为时长，如 PT2H',
    ],
    [
      { definition: '<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT1H</bpmn:timeCycle>' },
      '定时事件“提醒”使用了固定时间点或循环（timeDate/timeCycle），暂不支持，请改为时长，如 PT2H',
    ],
    [
      { definition: duration('2 hours') },
      '定时事件“提醒”的时长“2 hours”格式不正确，应为 ISO 8601 时长，如 PT30M（30 分钟）、PT2H（2 小时）、P1D（1 天）、P1W（1 周）',
    ],
    [{ definition: duration('P1M') }, '定时事件“提醒”的时长“P1M”使用了年或月，其长短不固定，请改用天（D）或周（W）'],
    [{ definition: duration('PT0S') }, '定时事件“提醒”的时长“PT0S”必须大于 0'],
    [{ cancelActivity: 'false' }, '定时事件“提醒”是非中断型，暂不支持，请改为中断型'],
    [
      { action: 'remind' },
      '定时事件“提醒”的超时处理方式“remind”无效，可选：转交后续节点（escalate）、申请过期（expire）',
    ],
  ])('%j', async (options, message) => {
    expect(await refuses(withTimer(timer('Timer_1', 'Task_1', { name: '提醒', ...options }), [toEnd]))).toEqual([
      message,
    ]);
  });

  it('that escalate without exactly one path, or expire along several', async () => {
    expect(await refuses(linear([timer('Timer_1', 'Task_1', { name: '提醒' })]))).toEqual([
      '定时事件“提醒”超时后转交后续节点，需要恰好一条出线，当前有 0 条',
    ]);
    expect(
      await refuses(
        withTimer(timer('Timer_1', 'Task_1', { name: '提醒', action: 'expire' }), [
          toEnd,
          flow('Flow_T2', 'Timer_1', 'End'),
        ]),
      ),
    ).toEqual(['定时事件“提醒”超时后申请过期，最多只能有一条出线，当前有 2 条']);
  });

  it('on anything but an approval step, or with incoming flows', async () => {
    const problems = await refuses([
      start(),
      xor('Gateway_1'),
      task('Task_1'),
      end(),
      timer('Timer_1', 'Gateway_1', { name: '提醒', action: 'expire' }),
      timer('Timer_2', 'Nowhere', { name: '失联', action: 'expire' }),
      flow('Flow_1', 'Start', 'Gateway_1'),
      flow('Flow_2', 'Gateway_1', 'Task_1'),
      flow('Flow_3', 'Task_1', 'End'),
      flow('Flow_4', 'Task_1', 'Timer_1'),
    ]);
    expect(problems).toEqual([
      '定时事件“提醒”必须附着在审批节点（用户任务）上',
      '边界事件“提醒”不能有进线',
      '定时事件“失联”必须附着在审批节点（用户任务）上',
      '审批节点“Task_1”只能有一条出线，当前有 2 条；需要分支时请在它后面加一个网关',
    ]);
  });

  it('boundary events of other kinds', async () => {
    const message =
      '<bpmn:boundaryEvent id="Error_1" name="出错" attachedToRef="Task_1"><bpmn:errorEventDefinition /></bpmn:boundaryEvent>';
    expect(await refuses(linear([message]))).toEqual(['边界事件“出错”不是定时事件，暂不支持（只支持定时边界事件）']);
  });
});

describe('parseFlowDefinition refuses a graph', () => {
  it('with flows from or to nothing', async () => {
    expect(await refuses(linear([flow('Flow_3', 'Ghost', 'Task_1'), flow('Flow_4', 'Task_1', 'Nowhere')]))).toEqual([
      '连线“Flow_3”的起点不存在',
      '连线“Flow_4”的终点不存在',
      '审批节点“经理审批”只能有一条出线，当前有 2 条；需要分支时请在它后面加一个网关',
    ]);
  });

  it('with a start event entered or leaving twice, and an end event left', async () => {
    expect(
      await refuses([
        start(),
        task('Task_1'),
        task('Task_2'),
        and('Join'),
        end(),
        end('End_2', '', ''),
        flow('Flow_1', 'Start', 'Task_1'),
        flow('Flow_2', 'Start', 'Task_2'),
        flow('Flow_3', 'Task_1', 'Join'),
        flow('Flow_4', 'Task_2', 'Join'),
        flow('Flow_5', 'Join', 'End'),
        flow('Flow_6', 'End', 'Start'),
        flow('Flow_7', 'End_2', 'End'),
      ]),
    ).toEqual([
      '开始事件“开始”不能有进线',
      '开始事件“开始”需要恰好一条出线，当前有 2 条',
      '结束事件“结束”不能有出线',
      '节点“End_2”没有进线',
      '结束事件“End_2”不能有出线',
    ]);
  });

  it('with steps that cannot be reached, or that never reach an end', async () => {
    const problems = await refuses([
      start(),
      task('Task_1', { name: '一审' }),
      xor('Gateway_1', 'Flow_Back', '是否转交'),
      task('Task_Loop', { name: '循环审批' }),
      task('Island_A', { name: '孤岛甲' }),
      task('Island_B', { name: '孤岛乙' }),
      task('Lonely', { name: '孤立节点' }),
      end(),
      flow('Flow_1', 'Start', 'Task_1'),
      flow('Flow_2', 'Task_1', 'Gateway_1'),
      flow('Flow_Out', 'Gateway_1', 'End', 'ok == true'),
      flow('Flow_Back', 'Gateway_1', 'Task_1'),
      flow('Flow_Loop', 'Gateway_1', 'Task_Loop', 'loop == true'),
      flow('Flow_Loop2', 'Task_Loop', 'Task_Loop'),
      flow('Flow_I1', 'Island_A', 'Island_B'),
      flow('Flow_I2', 'Island_B', 'Island_A'),
    ]);
    expect(problems).toEqual([
      '节点“孤立节点”没有进线',
      '节点“孤立节点”没有出线',
      '从节点“循环审批”无法到达任何结束事件，流程会卡在这里',
      '从开始事件无法到达节点“孤岛甲”',
      '从节点“孤岛甲”无法到达任何结束事件，流程会卡在这里',
      '从开始事件无法到达节点“孤岛乙”',
      '从节点“孤岛乙”无法到达任何结束事件，流程会卡在这里',
    ]);
  });
});

describe('parseFlowDefinition reports every problem at once', () => {
  it('across reading, steps, conditions, timers and the graph, in English too', async () => {
    const xml = bpmnXml(
      [
        start(),
        task('Task_1', { name: '经理审批', approverType: 'users', approvers: 'x' }),
        '<bpmn:serviceTask id="Mail" name="发邮件" />',
        xor('Gateway_1'),
        timer('Timer_1', 'Task_1', { definition: duration('P1Y') }),
        end(),
        flow('Flow_1', 'Start', 'Task_1', 'a == 1'),
        flow('Flow_2', 'Task_1', 'Gateway_1'),
        flow('Flow_3', 'Gateway_1', 'Mail'),
        flow('Flow_4', 'Gateway_1', 'End', 'a =='),
        flow('Flow_5', 'Mail', 'End'),
        flow('Flow_6', 'Timer_1', 'End'),
      ],
      { processId: 'Process_x' },
    );
    const result = await parseFlowDefinition(xml, { modelKey: 'Process_y' });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.map((problem) => render(problem, 'en'));
    expect(problems).toEqual([
      'The process id “Process_x” does not match the model key “Process_y”',
      'The duration “P1Y” of the timer “Timer_1” counts years or months, whose length varies: use days (D) or weeks (W)',
      'The approver id “x” of the approval step “经理审批” is not valid: it must be a positive whole number',
      '“发邮件” (serviceTask) is not supported. Approval flows use start and end events, user tasks, exclusive and parallel gateways, timer boundary events on user tasks and sequence flows',
      'The sequence flow “Flow_1” has a condition, but only flows leaving an exclusive gateway may have one',
      'The sequence flow “Flow_3” leaves the exclusive gateway “Gateway_1”: give it a condition or make it the default flow',
      'The condition of the sequence flow “Flow_4” ends too early: a field, a value or a “)” is missing',
    ]);
  });
});
