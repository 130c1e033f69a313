import { Button } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../notify';

/**
 * Copies a secret shown on the page (a replaced password, a generated one) and says so. Without a clipboard
 * (plain HTTP on a LAN address is not a secure context) the text stays on the page to select by hand.
 */
export function CopyButton({ text, testId, label }: { text: string; testId: string; label?: string }) {
  const { t } = useTranslation();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(t('coffer.reveal.copied'));
    } catch {
      // No clipboard outside a secure context: the text stays selectable, and the toast says so.
      notify.warning(t('coffer.reveal.copyFailed'));
    }
  };
  return (
    <Button size="small" icon={<CopyRegular />} data-testid={testId} onClick={() => void handleCopy()}>
      {label ?? t('coffer.reveal.copy')}
    </Button>
  );
}
