/**
 * Approval flows: the engine, the flow models and their diagrams (docs/flows.md). The flowDef* texts are
 * the problems a diagram check reports (src/server/modules/flow/definition); each names the element by
 * its name, else its id. The flowCondition* texts explain a condition that cannot be read; the
 * flowDefCondition* texts say the same about the condition on a named sequence flow: keep both in step.
 */
export const flowMessages = {
  // Reading the file.
  flowDefNotBpmn: {
    zh: '无法读取流程图：文件不是 BPMN 2.0 格式（根元素应为 bpmn:definitions）',
    en: 'The diagram cannot be read: the file is not BPMN 2.0 (its root element must be bpmn:definitions)',
  },
  flowDefXmlMalformed: {
    zh: '流程图 XML 格式有误，位置在第 {{line}} 行第 {{column}} 列附近',
    en: 'The diagram XML is malformed near line {{line}}, column {{column}}',
  },
  flowDefXmlUnreadablePart: {
    zh: '流程图 XML 中有无法读取的内容',
    en: 'Part of the diagram XML cannot be read',
  },
  flowDefUnknownElement: {
    zh: '第 {{line}} 行的元素 {{element}} 无法识别',
    en: 'The element {{element}} on line {{line}} is not recognised',
  },
  flowDefUnknownAttribute: {
    zh: '元素“{{element}}”的属性 {{attribute}} 无法识别',
    en: 'The attribute {{attribute}} of “{{element}}” is not recognised',
  },
  flowDefDuplicateId: {
    zh: '元素 ID“{{id}}”重复，每个元素的 ID 必须唯一',
    en: 'The element id “{{id}}” is used twice; every id must be unique',
  },
  flowDefIdMissing: {
    zh: '有一个 {{kind}} 元素没有 ID',
    en: 'A {{kind}} element has no id',
  },
  flowDefIdInvalid: {
    zh: '元素 ID“{{id}}”不合法：须以字母或下划线开头，只能包含字母、数字、_、- 和 .',
    en: 'The element id “{{id}}” is not valid: it must start with a letter or _ and hold only letters, digits, _, - and .',
  },
  // The process.
  flowDefNoProcess: {
    zh: '流程图中没有流程（bpmn:process）',
    en: 'The diagram holds no process (bpmn:process)',
  },
  flowDefManyProcesses: {
    zh: '流程图只能包含一个流程，当前有 {{count}} 个',
    en: 'The diagram must hold exactly one process, it holds {{count}}',
  },
  flowDefCollaboration: {
    zh: '不支持泳池和协作图（bpmn:collaboration），请把流程直接画在画布上，不要使用泳池',
    en: 'Pools and collaborations (bpmn:collaboration) are not supported: draw the process on the canvas without a pool',
  },
  flowDefProcessIdMismatch: {
    zh: '流程 ID“{{id}}”与模型标识“{{modelKey}}”不一致',
    en: 'The process id “{{id}}” does not match the model key “{{modelKey}}”',
  },
  flowDefUnsupported: {
    zh: '不支持“{{element}}”（{{kind}}）。审批流程只能使用开始事件、结束事件、用户任务、排他网关、并行网关、用户任务上的定时边界事件和连线',
    en: '“{{element}}” ({{kind}}) is not supported. Approval flows use start and end events, user tasks, exclusive and parallel gateways, timer boundary events on user tasks and sequence flows',
  },
  // Start and end events.
  flowDefStartMissing: { zh: '流程缺少开始事件', en: 'The process has no start event' },
  flowDefStartMany: {
    zh: '流程只能有一个开始事件，当前有 {{count}} 个',
    en: 'The process must have exactly one start event, it has {{count}}',
  },
  flowDefStartTyped: {
    zh: '开始事件“{{element}}”带有定时、消息等触发类型，暂不支持，请使用普通开始事件',
    en: 'The start event “{{element}}” has a trigger (timer, message, …), which is not supported: use a plain start event',
  },
  flowDefStartIncoming: {
    zh: '开始事件“{{element}}”不能有进线',
    en: 'The start event “{{element}}” cannot have incoming flows',
  },
  flowDefStartOutgoing: {
    zh: '开始事件“{{element}}”需要恰好一条出线，当前有 {{count}} 条',
    en: 'The start event “{{element}}” needs exactly one outgoing flow, it has {{count}}',
  },
  flowDefEndMissing: { zh: '流程至少需要一个结束事件', en: 'The process needs at least one end event' },
  flowDefEndTyped: {
    zh: '结束事件“{{element}}”带有终止、消息等类型，暂不支持，请使用普通结束事件',
    en: 'The end event “{{element}}” has a type (terminate, message, …), which is not supported: use a plain end event',
  },
  flowDefEndOutgoing: {
    zh: '结束事件“{{element}}”不能有出线',
    en: 'The end event “{{element}}” cannot have outgoing flows',
  },
  // Approval steps (user tasks).
  flowDefApproverTypeMissing: {
    zh: '审批节点“{{element}}”未设置审批人类型',
    en: 'The approval step “{{element}}” has no approver type',
  },
  flowDefApproverTypeInvalid: {
    zh: '审批节点“{{element}}”的审批人类型“{{value}}”无效，可选：指定用户（users）、角色（role）、部门主管（deptSupervisor）、资产负责人（assetOwners）、表单字段（formField）',
    en: 'The approver type “{{value}}” of the approval step “{{element}}” is not valid; choose users, role, deptSupervisor, assetOwners or formField',
  },
  flowDefApproverUsersMissing: {
    zh: '审批节点“{{element}}”按指定用户审批，但没有填写用户',
    en: 'The approval step “{{element}}” is decided by chosen users, but names none',
  },
  flowDefApproverRolesMissing: {
    zh: '审批节点“{{element}}”按角色审批，但没有填写角色',
    en: 'The approval step “{{element}}” is decided by roles, but names none',
  },
  flowDefApproverIdInvalid: {
    zh: '审批节点“{{element}}”的审批人 ID“{{value}}”无效，必须是正整数',
    en: 'The approver id “{{value}}” of the approval step “{{element}}” is not valid: it must be a positive whole number',
  },
  flowDefApproverFieldMissing: {
    zh: '审批节点“{{element}}”按表单字段确定审批人，但没有填写字段',
    en: 'The approval step “{{element}}” takes its approvers from a form field, but names none',
  },
  flowDefApproverFieldUnknown: {
    zh: '审批节点“{{element}}”引用的表单字段“{{field}}”在表单中不存在',
    en: 'The form field “{{field}}” named by the approval step “{{element}}” is not in the form',
  },
  flowDefApprovalModeInvalid: {
    zh: '审批节点“{{element}}”的审批方式“{{value}}”无效，可选：或签（any，一人同意即可）、会签（all，所有人都须同意）',
    en: 'The approval mode “{{value}}” of the approval step “{{element}}” is not valid; choose any (one approver decides) or all (everyone must agree)',
  },
  flowDefTaskLoop: {
    zh: '审批节点“{{element}}”设置了多实例或循环，暂不支持；需要多人同意时请把审批方式设为会签',
    en: 'The approval step “{{element}}” is multi-instance or looping, which is not supported; to need everyone’s approval, set its mode to all',
  },
  flowDefTaskManyOutgoing: {
    zh: '审批节点“{{element}}”只能有一条出线，当前有 {{count}} 条；需要分支时请在它后面加一个网关',
    en: 'The approval step “{{element}}” may have only one outgoing flow, it has {{count}}; add a gateway after it to branch',
  },
  // Timer boundary events.
  flowDefBoundaryUnsupported: {
    zh: '边界事件“{{element}}”不是定时事件，暂不支持（只支持定时边界事件）',
    en: 'The boundary event “{{element}}” is not a timer, which is not supported (only timer boundary events are)',
  },
  flowDefBoundaryHost: {
    zh: '定时事件“{{element}}”必须附着在审批节点（用户任务）上',
    en: 'The timer “{{element}}” must be attached to an approval step (user task)',
  },
  flowDefBoundaryIncoming: {
    zh: '边界事件“{{element}}”不能有进线',
    en: 'The boundary event “{{element}}” cannot have incoming flows',
  },
  flowDefTimerNonInterrupting: {
    zh: '定时事件“{{element}}”是非中断型，暂不支持，请改为中断型',
    en: 'The timer “{{element}}” does not interrupt its step, which is not supported: make it interrupting',
  },
  flowDefTimerDurationMissing: {
    zh: '定时事件“{{element}}”未设置时长',
    en: 'The timer “{{element}}” has no duration',
  },
  flowDefTimerKindUnsupported: {
    zh: '定时事件“{{element}}”使用了固定时间点或循环（timeDate/timeCycle），暂不支持，请改为时长，如 PT2H',
    en: 'The timer “{{element}}” uses a date or a cycle (timeDate/timeCycle), which is not supported: give a duration such as PT2H',
  },
  flowDefTimerDurationInvalid: {
    zh: '定时事件“{{element}}”的时长“{{value}}”格式不正确，应为 ISO 8601 时长，如 PT30M（30 分钟）、PT2H（2 小时）、P1D（1 天）、P1W（1 周）',
    en: 'The duration “{{value}}” of the timer “{{element}}” is not an ISO 8601 duration such as PT30M (30 minutes), PT2H (2 hours), P1D (1 day) or P1W (1 week)',
  },
  flowDefTimerDurationAmbiguous: {
    zh: '定时事件“{{element}}”的时长“{{value}}”使用了年或月，其长短不固定，请改用天（D）或周（W）',
    en: 'The duration “{{value}}” of the timer “{{element}}” counts years or months, whose length varies: use days (D) or weeks (W)',
  },
  flowDefTimerDurationNotPositive: {
    zh: '定时事件“{{element}}”的时长“{{value}}”必须大于 0',
    en: 'The duration “{{value}}” of the timer “{{element}}” must be longer than zero',
  },
  flowDefTimerActionInvalid: {
    zh: '定时事件“{{element}}”的超时处理方式“{{value}}”无效，可选：转交后续节点（escalate）、申请过期（expire）',
    en: 'The timeout action “{{value}}” of the timer “{{element}}” is not valid; choose escalate or expire',
  },
  flowDefTimerEscalateOutgoing: {
    zh: '定时事件“{{element}}”超时后转交后续节点，需要恰好一条出线，当前有 {{count}} 条',
    en: 'The timer “{{element}}” escalates, so it needs exactly one outgoing flow; it has {{count}}',
  },
  flowDefTimerExpireOutgoing: {
    zh: '定时事件“{{element}}”超时后申请过期，最多只能有一条出线，当前有 {{count}} 条',
    en: 'The timer “{{element}}” expires the request, so it may have at most one outgoing flow; it has {{count}}',
  },
  // Sequence flows and gateways.
  flowDefFlowSourceMissing: {
    zh: '连线“{{element}}”的起点不存在',
    en: 'The sequence flow “{{element}}” does not start at an element of the process',
  },
  flowDefFlowTargetMissing: {
    zh: '连线“{{element}}”的终点不存在',
    en: 'The sequence flow “{{element}}” does not end at an element of the process',
  },
  flowDefConditionMissing: {
    zh: '连线“{{element}}”从排他网关“{{gateway}}”引出，需要设置条件，或者设为该网关的默认连线',
    en: 'The sequence flow “{{element}}” leaves the exclusive gateway “{{gateway}}”: give it a condition or make it the default flow',
  },
  flowDefConditionNotAllowed: {
    zh: '连线“{{element}}”设置了条件，但只有从排他网关引出的连线才能设置条件',
    en: 'The sequence flow “{{element}}” has a condition, but only flows leaving an exclusive gateway may have one',
  },
  flowDefDefaultFlowInvalid: {
    zh: '排他网关“{{element}}”的默认连线“{{flow}}”不是从该网关引出的',
    en: 'The default flow “{{flow}}” of the exclusive gateway “{{element}}” does not leave that gateway',
  },
  flowDefDefaultFlowCondition: {
    zh: '默认连线“{{element}}”不能设置条件：其他条件都不满足时才会走默认连线',
    en: 'The default flow “{{element}}” cannot have a condition: it is taken when no other condition holds',
  },
  flowDefConditionUnknownField: {
    zh: '连线“{{element}}”的条件引用了表单中不存在的字段“{{field}}”',
    en: 'The condition of the sequence flow “{{element}}” names “{{field}}”, which is not a field of the form',
  },
  flowDefConditionTooLong: {
    zh: '连线“{{element}}”的条件过长，最多 {{max}} 个字符',
    en: 'The condition of the sequence flow “{{element}}” is too long: at most {{max}} characters',
  },
  flowDefConditionTooDeep: {
    zh: '连线“{{element}}”的条件嵌套过深，括号和 ! 最多嵌套 {{max}} 层',
    en: 'The condition of the sequence flow “{{element}}” nests too deep: at most {{max}} levels of parentheses and !',
  },
  flowDefConditionBadChar: {
    zh: '连线“{{element}}”的条件第 {{position}} 个字符“{{token}}”无法识别',
    en: 'The condition of the sequence flow “{{element}}” has an unexpected character “{{token}}” at position {{position}}',
  },
  flowDefConditionUnterminated: {
    zh: '连线“{{element}}”的条件第 {{position}} 个字符开始的文本缺少结束引号 {{token}}',
    en: 'The condition of the sequence flow “{{element}}” has text at position {{position}} without its closing {{token}}',
  },
  flowDefConditionExpectField: {
    zh: '连线“{{element}}”的条件第 {{position}} 个字符处应为字段名，实际为“{{token}}”',
    en: 'The condition of the sequence flow “{{element}}” needs a field name at position {{position}}, not “{{token}}”',
  },
  flowDefConditionExpectComparison: {
    zh: '连线“{{element}}”的条件第 {{position}} 个字符处，字段“{{field}}”后应为比较符（==、!=、>、>=、<、<=、contains），实际为“{{token}}”',
    en: 'The condition of the sequence flow “{{element}}” needs a comparison (==, !=, >, >=, <, <=, contains) after the field “{{field}}” at position {{position}}, not “{{token}}”',
  },
  flowDefConditionExpectValue: {
    zh: '连线“{{element}}”的条件第 {{position}} 个字符处应为值（带引号的文本、数字、true 或 false），实际为“{{token}}”',
    en: 'The condition of the sequence flow “{{element}}” needs a value (quoted text, a number, true or false) at position {{position}}, not “{{token}}”',
  },
  flowDefConditionExpectClose: {
    zh: '连线“{{element}}”的条件第 {{position}} 个字符处应为 &&、|| 或右括号“)”，实际为“{{token}}”',
    en: 'The condition of the sequence flow “{{element}}” needs &&, || or “)” at position {{position}}, not “{{token}}”',
  },
  flowDefConditionTrailing: {
    zh: '连线“{{element}}”的条件第 {{position}} 个字符处的“{{token}}”多余，条件之间请用 && 或 || 连接',
    en: 'The condition of the sequence flow “{{element}}” has an extra “{{token}}” at position {{position}}; join conditions with && or ||',
  },
  flowDefConditionIncomplete: {
    zh: '连线“{{element}}”的条件不完整，结尾缺少字段、值或右括号',
    en: 'The condition of the sequence flow “{{element}}” ends too early: a field, a value or a “)” is missing',
  },
  // Reaching every step.
  flowDefNoIncoming: {
    zh: '节点“{{element}}”没有进线',
    en: '“{{element}}” has no incoming flow',
  },
  flowDefNoOutgoing: {
    zh: '节点“{{element}}”没有出线',
    en: '“{{element}}” has no outgoing flow',
  },
  flowDefUnreachable: {
    zh: '从开始事件无法到达节点“{{element}}”',
    en: '“{{element}}” cannot be reached from the start event',
  },
  flowDefDeadEnd: {
    zh: '从节点“{{element}}”无法到达任何结束事件，流程会卡在这里',
    en: 'No end event can be reached from “{{element}}”: the flow would get stuck there',
  },
  // A condition on its own (a designer's check before the diagram is saved).
  flowConditionEmpty: { zh: '条件不能为空', en: 'The condition is empty' },
  flowConditionTooLong: {
    zh: '条件过长，最多 {{max}} 个字符',
    en: 'The condition is too long: at most {{max}} characters',
  },
  flowConditionTooDeep: {
    zh: '条件嵌套过深，括号和 ! 最多嵌套 {{max}} 层',
    en: 'The condition nests too deep: at most {{max}} levels of parentheses and !',
  },
  flowConditionBadChar: {
    zh: '条件第 {{position}} 个字符“{{token}}”无法识别',
    en: 'Unexpected character “{{token}}” at position {{position}} of the condition',
  },
  flowConditionUnterminated: {
    zh: '条件第 {{position}} 个字符开始的文本缺少结束引号 {{token}}',
    en: 'The text at position {{position}} of the condition has no closing {{token}}',
  },
  flowConditionExpectField: {
    zh: '条件第 {{position}} 个字符处应为字段名，实际为“{{token}}”',
    en: 'A field name is needed at position {{position}} of the condition, not “{{token}}”',
  },
  flowConditionExpectComparison: {
    zh: '条件第 {{position}} 个字符处，字段“{{field}}”后应为比较符（==、!=、>、>=、<、<=、contains），实际为“{{token}}”',
    en: 'A comparison (==, !=, >, >=, <, <=, contains) is needed after the field “{{field}}” at position {{position}}, not “{{token}}”',
  },
  flowConditionExpectValue: {
    zh: '条件第 {{position}} 个字符处应为值（带引号的文本、数字、true 或 false），实际为“{{token}}”',
    en: 'A value (quoted text, a number, true or false) is needed at position {{position}} of the condition, not “{{token}}”',
  },
  flowConditionExpectClose: {
    zh: '条件第 {{position}} 个字符处应为 &&、|| 或右括号“)”，实际为“{{token}}”',
    en: '&&, || or “)” is needed at position {{position}} of the condition, not “{{token}}”',
  },
  flowConditionTrailing: {
    zh: '条件第 {{position}} 个字符处的“{{token}}”多余，条件之间请用 && 或 || 连接',
    en: 'Extra “{{token}}” at position {{position}} of the condition; join conditions with && or ||',
  },
  flowConditionIncomplete: {
    zh: '条件不完整，结尾缺少字段、值或右括号',
    en: 'The condition ends too early: a field, a value or a “)” is missing',
  },
} as const;
