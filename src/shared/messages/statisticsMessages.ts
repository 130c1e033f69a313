/**
 * Texts of the statistics report (/index) and its lists (/statis-info-list), joined into `messages` (index.ts).
 */
export const statisticsMessages = {
  statisticsRangeReversed: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  statisticsRangeTooLong: {
    zh: '统计区间不能超过 {{max}} 天',
    en: 'The period cannot be longer than {{max}} days',
  },
  statisticsHourRangeTooLong: {
    zh: '按小时统计的区间不能超过 {{max}} 天',
    en: 'A period counted per hour cannot be longer than {{max}} days',
  },
} as const;
