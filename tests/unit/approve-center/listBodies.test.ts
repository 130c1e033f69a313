import { describe, expect, it } from 'vitest';
import { EMPTY_FLOW_FILTERS, myRequestsBody, tasksBody } from '../../../src/app/features/approve-center/listFilters';

const paging = { pageNum: 2, pageSize: 10 };

describe('list bodies', () => {
  it('leaves blank filters out', () => {
    expect(myRequestsBody(EMPTY_FLOW_FILTERS, paging)).toEqual(paging);
    expect(tasksBody({ ...EMPTY_FLOW_FILTERS, modelName: '  ' }, paging)).toEqual(paging);
  });

  it('sends trimmed names and the chosen status as a number', () => {
    expect(myRequestsBody({ modelName: ' 请假 ', applicantName: '张三', status: '3' }, paging)).toEqual({
      ...paging,
      modelName: '请假',
      status: 3,
    });
    expect(tasksBody({ modelName: '', applicantName: ' 张三 ', status: '1' }, paging)).toEqual({
      ...paging,
      applicantName: '张三',
    });
    expect(myRequestsBody({ ...EMPTY_FLOW_FILTERS, status: '9' }, paging)).toEqual(paging);
  });
});
