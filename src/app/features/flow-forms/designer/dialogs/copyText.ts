import { t } from '../../../../i18n';
import { notify } from '../../../../notify';

/** Copies the text and says 复制成功; says how to copy by hand when the clipboard is out of reach. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t('flowForms.designer.copied'));
  } catch {
    // No clipboard outside a secure context (plain HTTP on a LAN address): the text stays selectable.
    notify.warning(t('flowForms.designer.copyFailed'));
  }
}
