/**
 * The language-neutral facts of /cron-document-list: fields, symbols, nicknames and examples. Every expression here
 * is one the scheduler accepts (croner through taskRules.scheduleProblem); tests/unit/tasks/cronGuide.test.ts holds
 * each one to that and to the firings its words promise. Texts: t('tasks.cronGuide.*') with the same keys.
 */

export const CRON_FIELDS = [
  { key: 'second', range: '0–59', symbols: '* , - /' },
  { key: 'minute', range: '0–59', symbols: '* , - /' },
  { key: 'hour', range: '0–23', symbols: '* , - /' },
  { key: 'dayOfMonth', range: '1–31', symbols: '* , - / L W' },
  { key: 'month', range: '1–12, JAN–DEC', symbols: '* , - /' },
  { key: 'dayOfWeek', range: '0–7, SUN–SAT', symbols: '* , - / L #' },
] as const;

export const CRON_SYMBOLS = [
  { key: 'any', symbol: '*', example: '0 2 * * *' },
  { key: 'list', symbol: ',', example: '0 1 1,15 * *' },
  { key: 'range', symbol: '-', example: '0 9-18 * * *' },
  { key: 'step', symbol: '/', example: '0 8-18/2 * * *' },
  { key: 'names', symbol: 'MON, JAN', example: '0 9 * * MON-FRI' },
  { key: 'last', symbol: 'L', example: '0 18 * * 5L' },
  { key: 'weekday', symbol: 'W', example: '0 9 15W * *' },
  { key: 'nth', symbol: '#', example: '0 9 * * 5#2' },
] as const;

/** Nicknames and the five-field expressions they stand for. */
export const CRON_NICKNAMES = [
  { key: 'yearly', nickname: '@yearly', same: '0 0 1 1 *' },
  { key: 'annually', nickname: '@annually', same: '0 0 1 1 *' },
  { key: 'monthly', nickname: '@monthly', same: '0 0 1 * *' },
  { key: 'weekly', nickname: '@weekly', same: '0 0 * * 0' },
  { key: 'daily', nickname: '@daily', same: '0 0 * * *' },
  { key: 'midnight', nickname: '@midnight', same: '0 0 * * *' },
  { key: 'hourly', nickname: '@hourly', same: '0 * * * *' },
] as const;

export const CRON_EXAMPLES = [
  { key: 'daily', expression: '0 2 * * *' },
  { key: 'monday', expression: '30 3 * * 1' },
  { key: 'twiceMonthly', expression: '0 1 1,15 * *' },
  { key: 'workingHours', expression: '*/15 9-18 * * 1-5' },
  { key: 'lastDay', expression: '0 23 L * *' },
  { key: 'lastWeekday', expression: '0 20 LW * *' },
  { key: 'secondFriday', expression: '0 9 * * 5#2' },
  { key: 'lastFriday', expression: '0 18 * * 5L' },
  { key: 'quarterly', expression: '0 0 1 */3 *' },
  { key: 'withSeconds', expression: '30 0 2 * * *' },
] as const;
