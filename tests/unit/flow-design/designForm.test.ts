import { describe, expect, it } from 'vitest';
import { designForm } from '../../../src/app/features/flow-design/designForm';

describe('designForm', () => {
  it("reads the stored form under the model's key and name", () => {
    const { form, isUnreadable } = designForm({
      modelKey: 'Process_leave',
      name: '请假',
      form: { modelKey: 'Process_old', name: '旧名', list: [], config: { labelWidth: 120 } },
    });
    expect(isUnreadable).toBe(false);
    expect(form).toMatchObject({ modelKey: 'Process_leave', name: '请假', list: [], config: { labelWidth: 120 } });
  });

  it('starts from an empty form when the stored one does not read', () => {
    const { form, isUnreadable } = designForm({ modelKey: 'Process_leave', name: '请假', form: { list: 'broken' } });
    expect(isUnreadable).toBe(true);
    expect(form).toMatchObject({ modelKey: 'Process_leave', name: '请假', list: [] });
  });
});
