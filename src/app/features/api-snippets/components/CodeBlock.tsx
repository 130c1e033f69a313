import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../notify';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  code: {
    boxSizing: 'border-box',
    width: '100%',
    margin: 0,
    padding: tokens.spacingHorizontalM,
    // Long lines wrap rather than scroll: a scrolling block would have to take the keyboard focus.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** A snippet as selectable text with a copy button; copying says 复制成功, or how to copy by hand. */
export function CodeBlock({ code, copyLabel }: { code: string; copyLabel: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(t('apiSnippets.copied'));
    } catch {
      // No clipboard outside a secure context (plain HTTP on a LAN address): the text stays selectable.
      notify.warning(t('apiSnippets.copyFailed'));
    }
  };
  return (
    <div className={styles.root}>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
      <Button size="small" icon={<CopyRegular />} aria-label={copyLabel} onClick={() => void handleCopy()}>
        {t('apiSnippets.copy')}
      </Button>
    </div>
  );
}
