/**
 * Texts of /cron-document-list, read as t('tasks.cronGuide.<key>'); the expressions themselves are in
 * ../cronGuide.ts. What is written here is what croner (the scheduler's parser) does: keep it in step with
 * tests/unit/tasks/cronGuide.test.ts, which checks the claims. Keep zh and en key for key in step.
 */
const zh = {
  cronGuide: {
    title: 'Cron 表达式说明',
    intro:
      '周期任务除了“每天 / 每周 / 每月”，还可以用 Cron 表达式指定执行时间。表达式由空格分隔的字段组成，保存前表单会显示最近几次的执行时间，可据此核对。',
    fieldsTitle: '字段',
    fieldsIntro: '五个字段依次为：分钟 小时 日 月 星期。写六个字段时，最前面多一个“秒”。星期中 0 和 7 都表示周日。',
    fieldColumns: { field: '字段', range: '取值', symbols: '可用符号' },
    field: {
      second: '秒（可选，仅六个字段时）',
      minute: '分钟',
      hour: '小时',
      dayOfMonth: '日',
      month: '月',
      dayOfWeek: '星期',
    },
    symbolsTitle: '符号',
    symbolColumns: { symbol: '符号', meaning: '含义', example: '示例' },
    symbol: {
      any: '任意值',
      list: '列举多个值',
      range: '连续范围（含两端）',
      step: '步长：*/15 为每 15，8-18/2 为 8 到 18 之间每 2',
      names: '月份和星期可写英文缩写，不区分大小写',
      last: '用在“日”中表示当月最后一天；用在“星期”中（如 5L）表示当月最后一个星期五',
      weekday: '仅用于“日”：离该日最近的工作日（周一至周五）；LW 为当月最后一个工作日',
      nth: '仅用于“星期”：当月第几个星期几，5#2 为第二个星期五',
    },
    eitherDay:
      '“日”和“星期”同时指定（都不是 *）时，两者满足其一即执行：0 9 1 * 1 会在每月 1 日和每个周一执行。要表示“每月第一个周一”，请写 0 9 * * 1#1。',
    unsupported: '不支持：七个字段（年份）、@reboot、L-2 这类“倒数第几天”写法。不要使用 Quartz 的 ?，请写 *。',
    nicknamesTitle: '简写',
    nicknameColumns: { nickname: '简写', same: '等同于', meaning: '含义' },
    nickname: {
      yearly: '每年 1 月 1 日 00:00',
      annually: '同 @yearly',
      monthly: '每月 1 日 00:00',
      weekly: '每周日 00:00',
      daily: '每天 00:00',
      midnight: '同 @daily',
      hourly: '每小时整点',
    },
    timeZoneTitle: '时区',
    timeZoneRule:
      '表达式中的时间按任务选择的时区（默认为浏览器所在时区）解释，与服务器所在时区无关。例如时区为 Asia/Shanghai 时，0 2 * * * 在北京时间每天 02:00 执行。',
    dstGap:
      '夏令时开始的那天，被跳过的时刻（如 02:30）当天顺延一小时执行（03:30）；夏令时结束的那天，重复出现的时刻只执行一次（第一次出现时）。',
    dstNone: 'Asia/Shanghai 等不使用夏令时的时区没有这些情况。',
    intervalTitle: '最小间隔',
    interval:
      '两次执行至少间隔 1 分钟，更频繁的表达式会被拒绝（执行间隔不能小于1分钟），例如带秒的 */30 * * * * *。每分钟执行的 * * * * * 是允许的。',
    examplesTitle: '示例',
    exampleColumns: { meaning: '含义', expression: '表达式' },
    example: {
      daily: '每天 02:00',
      monday: '每周一 03:30',
      twiceMonthly: '每月 1 日和 15 日 01:00',
      workingHours: '工作日 9:00 到 18:59 之间每 15 分钟',
      lastDay: '每月最后一天 23:00',
      lastWeekday: '每月最后一个工作日 20:00',
      secondFriday: '每月第二个周五 09:00',
      lastFriday: '每月最后一个周五 18:00',
      quarterly: '每季度第一天 00:00（1、4、7、10 月 1 日）',
      withSeconds: '每天 02:00:30（六个字段，第一个为秒）',
    },
  },
};

const en: typeof zh = {
  cronGuide: {
    title: 'Cron expression guide',
    intro:
      'Besides daily, weekly and monthly, a scheduled task can run on a cron expression: fields separated by spaces. Before you save, the form shows the next firings so that you can check them.',
    fieldsTitle: 'Fields',
    fieldsIntro:
      'Five fields, in order: minute hour day-of-month month day-of-week. With six fields, seconds come first. In day-of-week both 0 and 7 mean Sunday.',
    fieldColumns: { field: 'Field', range: 'Values', symbols: 'Symbols' },
    field: {
      second: 'Second (optional, six fields only)',
      minute: 'Minute',
      hour: 'Hour',
      dayOfMonth: 'Day of month',
      month: 'Month',
      dayOfWeek: 'Day of week',
    },
    symbolsTitle: 'Symbols',
    symbolColumns: { symbol: 'Symbol', meaning: 'Meaning', example: 'Example' },
    symbol: {
      any: 'Any value',
      list: 'A list of values',
      range: 'A range, both ends included',
      step: 'A step: */15 is every 15th, 8-18/2 every 2nd from 8 to 18',
      names: 'Months and days of the week may be written as English abbreviations, in any case',
      last: 'In day-of-month the last day of the month; in day-of-week (5L) the last such day of the month, here the last Friday',
      weekday:
        'Day-of-month only: the weekday (Monday to Friday) nearest that day; LW is the last weekday of the month',
      nth: 'Day-of-week only: the nth such day of the month, 5#2 is the second Friday',
    },
    eitherDay:
      'When both day-of-month and day-of-week are given (neither is *), either one matching is enough: 0 9 1 * 1 runs on the 1st and on every Monday. For "the first Monday of the month" write 0 9 * * 1#1.',
    unsupported:
      'Not accepted: seven fields (years), @reboot, "n days before the end" such as L-2. Do not use the Quartz ?: write *.',
    nicknamesTitle: 'Nicknames',
    nicknameColumns: { nickname: 'Nickname', same: 'Same as', meaning: 'Meaning' },
    nickname: {
      yearly: 'Every 1 January at 00:00',
      annually: 'Same as @yearly',
      monthly: 'The 1st of every month at 00:00',
      weekly: 'Every Sunday at 00:00',
      daily: 'Every day at 00:00',
      midnight: 'Same as @daily',
      hourly: 'Every hour on the hour',
    },
    timeZoneTitle: 'Time zone',
    timeZoneRule:
      "Times in the expression are read in the task's time zone (chosen in the form, the browser's by default), whatever the server's zone. With Asia/Shanghai, 0 2 * * * runs at 02:00 Beijing time every day.",
    dstGap:
      'On the day daylight saving time begins, a skipped time (02:30) runs an hour later that day (03:30); on the day it ends, a time that occurs twice runs once, at its first occurrence.',
    dstNone: 'Zones without daylight saving time, such as Asia/Shanghai, have neither case.',
    intervalTitle: 'Minimum interval',
    interval:
      'Firings must be at least one minute apart; an expression that fires more often is refused (Runs must be at least one minute apart), e.g. */30 * * * * * with seconds. Every minute, * * * * *, is accepted.',
    examplesTitle: 'Examples',
    exampleColumns: { meaning: 'Meaning', expression: 'Expression' },
    example: {
      daily: 'Every day at 02:00',
      monday: 'Every Monday at 03:30',
      twiceMonthly: 'The 1st and 15th of every month at 01:00',
      workingHours: 'Every 15 minutes from 9:00 to 18:59 on weekdays',
      lastDay: 'The last day of every month at 23:00',
      lastWeekday: 'The last weekday of every month at 20:00',
      secondFriday: 'The second Friday of every month at 09:00',
      lastFriday: 'The last Friday of every month at 18:00',
      quarterly: 'The first day of every quarter at 00:00 (1 January, April, July, October)',
      withSeconds: 'Every day at 02:00:30 (six fields, seconds first)',
    },
  },
};

export const cronGuideTexts = { zh, en };
