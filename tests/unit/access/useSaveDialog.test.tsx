import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureAccessTexts } from '../../../src/app/features/access-control/i18n';
import { useSaveDialog } from '../../../src/app/features/access-control/useSaveDialog';
import { setLanguage } from '../../../src/app/i18n';
import { notify } from '../../../src/app/notify';
import { DeptBodySchema } from '../../../src/shared/api/departments';

ensureAccessTexts();
await setLanguage('en');

/** The hook's save as a dialog would get it: rendered once, then called like a submit would. */
async function saveOf(onClose: () => void) {
  let save: ReturnType<typeof useSaveDialog>['save'] | undefined;
  function Dialog() {
    save = useSaveDialog(onClose).save;
    return null;
  }
  await prerender(<Dialog />);
  if (!save) throw new Error('the dialog did not render');
  return save;
}

afterEach(() => vi.restoreAllMocks());

describe('useSaveDialog', () => {
  it('sends the parsed value, says it saved and closes', async () => {
    const onClose = vi.fn();
    const success = vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const send = vi.fn(async () => ({}));
    await (await saveOf(onClose))(DeptBodySchema, { deptName: ' Ops ', parentId: 3 }, send);
    expect(send).toHaveBeenCalledWith({ deptName: 'Ops', parentId: 3, orderNum: 0 });
    expect(success).toHaveBeenCalledWith('Saved');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends nothing and stays open when the schema refuses the values', async () => {
    const onClose = vi.fn();
    const send = vi.fn(async () => ({}));
    await (await saveOf(onClose))(DeptBodySchema, { deptName: '' }, send);
    expect(send).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open when the server refuses the save', async () => {
    const onClose = vi.fn();
    const success = vi.spyOn(notify, 'success').mockReturnValue(undefined);
    const warn = vi.spyOn(console, 'warn').mockReturnValue(undefined);
    const refused = new Error('deptName: taken');
    await (await saveOf(onClose))(DeptBodySchema, { deptName: 'Ops' }, async () => Promise.reject(refused));
    expect(success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('saving failed', refused);
  });
});
