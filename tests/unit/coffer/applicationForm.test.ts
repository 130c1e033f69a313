import { describe, expect, it } from 'vitest';
import {
  addApplicationBody,
  applicationDialogMode,
  applicationFieldOf,
  applicationProblems,
  applicationValuesOf,
  DIALOG_TITLE_KEYS,
  decisionBody,
  decisionProblem,
  emptyApplication,
  updateApplicationBody,
} from '../../../src/app/features/coffer/applicationForm';
import { toLocalInput } from '../../../src/app/features/grants';
import {
  AddSafeApplicationBodySchema,
  DecideSafeApplicationBodySchema,
  UpdateSafeApplicationBodySchema,
} from '../../../src/shared/api/cofferApplications';
import { SafeApplicationStatus } from '../../../src/shared/rules/cofferRules';
import { textOf, zhT } from './textsOf';

const NOW = new Date('2030-06-01T08:00:00Z');
const local = (iso: string) => toLocalInput(iso);
const valid = {
  reason: '  排查线上故障 ',
  licenseType: 'use' as const,
  start: local('2030-06-01T09:00:00Z'),
  end: local('2030-06-08T09:00:00Z'),
};
const problemTexts = (values: Parameters<typeof applicationProblems>[0]) =>
  Object.fromEntries(
    Object.entries(applicationProblems(values, NOW)).map(([field, key]) => [field, zhT(`msg.${key}`)]),
  );

describe('the safe application dialog mode (spec §4)', () => {
  const me = 7;
  it('applies without a record, whoever asks', () => {
    expect(applicationDialogMode(null, me, false)).toBe('apply');
    expect(applicationDialogMode(null, me, true)).toBe('apply');
  });

  it('shows the applicant their waiting application, and edits it after the edit button', () => {
    const waiting = { status: SafeApplicationStatus.waiting, createBy: me };
    expect(applicationDialogMode(waiting, me, false)).toBe('viewMyApply');
    expect(applicationDialogMode(waiting, me, true)).toBe('edit');
  });

  it('lets anyone else decide a waiting application, never edit it', () => {
    const waiting = { status: SafeApplicationStatus.waiting, createBy: 99 };
    expect(applicationDialogMode(waiting, me, false)).toBe('approve');
    expect(applicationDialogMode(waiting, me, true)).toBe('approve');
  });

  it('shows the result, read-only, once passed, refused or withdrawn — to the applicant too', () => {
    for (const status of [SafeApplicationStatus.passed, SafeApplicationStatus.refused, SafeApplicationStatus.revoked]) {
      expect(applicationDialogMode({ status, createBy: me }, me, true)).toBe('result');
      expect(applicationDialogMode({ status, createBy: 99 }, me, false)).toBe('result');
    }
  });

  it('titles each mode with the spec §2 wording, in both languages', () => {
    expect(Object.fromEntries(Object.entries(DIALOG_TITLE_KEYS).map(([mode, key]) => [mode, zhT(key)]))).toEqual({
      apply: '申请保险箱',
      viewMyApply: '查看保险箱申请',
      edit: '编辑保险箱申请',
      approve: '保险箱审批',
      result: '保险箱审批结果',
    });
    for (const key of Object.values(DIALOG_TITLE_KEYS)) expect(textOf('en', key), key).toBeTruthy();
  });
});

describe('the safe application form (spec §5)', () => {
  it('starts on the use licence, with no reason and no period', () => {
    expect(emptyApplication()).toEqual({ reason: '', licenseType: 'use', start: '', end: '' });
  });

  it('asks for the reason and the period of an empty form, with the spec messages', () => {
    expect(problemTexts(emptyApplication())).toEqual({ reason: '请输入申请原因', period: '请选择时间范围' });
  });

  it('trims the reason and allows at most 99 characters', () => {
    expect(problemTexts({ ...valid, reason: '   ' })).toEqual({ reason: '请输入申请原因' });
    expect(problemTexts({ ...valid, reason: ` ${'x'.repeat(99)} ` })).toEqual({});
    expect(problemTexts({ ...valid, reason: 'x'.repeat(100) })).toEqual({ reason: '申请原因长度最大为99个字符' });
  });

  it('requires a licence type', () => {
    expect(problemTexts({ ...valid, licenseType: '' })).toEqual({ licenseType: '请选择授权类型' });
  });

  it('requires both ends of the period', () => {
    expect(problemTexts({ ...valid, start: '' })).toEqual({ period: '请选择时间范围' });
    expect(problemTexts({ ...valid, end: '' })).toEqual({ period: '请选择时间范围' });
    expect(problemTexts({ ...valid, end: 'not a time' })).toEqual({ period: '请选择时间范围' });
  });

  it('refuses an end already past, then an end before the start', () => {
    expect(
      problemTexts({ ...valid, start: local('2030-05-01T00:00:00Z'), end: local('2030-05-31T00:00:00Z') }),
    ).toEqual({ period: '结束时间小于当前时间，请重新选择结束时间' });
    expect(
      problemTexts({ ...valid, start: local('2030-06-09T00:00:00Z'), end: local('2030-06-08T00:00:00Z') }),
    ).toEqual({ period: '结束时间必须晚于开始时间' });
    expect(problemTexts(valid)).toEqual({});
  });

  it('sends the trimmed reason and the period as UTC, which the shared contract accepts', () => {
    const added = addApplicationBody(5, valid);
    expect(added).toEqual({
      cofferId: 5,
      reason: '排查线上故障',
      licenseType: 'use',
      startTime: '2030-06-01T09:00:00.000Z',
      expireTime: '2030-06-08T09:00:00.000Z',
    });
    expect(AddSafeApplicationBodySchema.safeParse(added).success).toBe(true);
    const updated = updateApplicationBody(11, { ...valid, licenseType: 'reveal' });
    expect(updated).toMatchObject({ recordId: 11, licenseType: 'reveal' });
    expect(UpdateSafeApplicationBodySchema.safeParse(updated).success).toBe(true);
  });

  it('edits an application from its record: the range derives from startTime and expireTime', () => {
    const values = applicationValuesOf({
      reason: '巡检',
      licenseType: 'view',
      startTime: '2030-06-01T09:00:00.000Z',
      expireTime: '2030-06-02T09:00:00.000Z',
    });
    expect(values).toEqual({
      reason: '巡检',
      licenseType: 'view',
      start: local('2030-06-01T09:00:00.000Z'),
      end: local('2030-06-02T09:00:00.000Z'),
    });
    expect(updateApplicationBody(3, values)).toMatchObject({
      startTime: '2030-06-01T09:00:00.000Z',
      expireTime: '2030-06-02T09:00:00.000Z',
    });
  });

  it('puts a field the server refuses under the form field that holds it', () => {
    expect(applicationFieldOf('reason')).toBe('reason');
    expect(applicationFieldOf('licenseType')).toBe('licenseType');
    expect(applicationFieldOf('startTime')).toBe('period');
    expect(applicationFieldOf('expireTime')).toBe('period');
    expect(applicationFieldOf('cofferId')).toBe('');
  });
});

describe('the safe approval (spec §5)', () => {
  const { passed, refused } = SafeApplicationStatus;

  it('sends no refusal reason with a pass, whatever was typed', () => {
    expect(decisionBody(4, passed, '写了又改主意')).toEqual({ recordId: 4, status: 2, refuseReason: '' });
    expect(decisionBody(4, refused, '  资料不全 ')).toEqual({ recordId: 4, status: 3, refuseReason: '资料不全' });
  });

  it('needs a decision, and a refusal reason of at most 99 characters', () => {
    expect(decisionProblem(passed, '')).toBeNull();
    expect(decisionProblem(refused, '')).toBeNull();
    expect(decisionProblem(refused, 'x'.repeat(100))).toBe('refuseReasonTooLong');
    expect(zhT(`msg.${decisionProblem(0, '')}`)).toBe('请选择操作');
  });

  it('builds what the shared contract accepts', () => {
    expect(DecideSafeApplicationBodySchema.safeParse(decisionBody(4, passed, '')).success).toBe(true);
    expect(DecideSafeApplicationBodySchema.safeParse(decisionBody(4, refused, '资料不全')).success).toBe(true);
  });
});
