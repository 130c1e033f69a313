import { makeStyles, Textarea, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  code: { width: '100%', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/** Text to read and select (JSON, generated code): read-only, monospaced, named for screen readers. */
export function CodeBlock({ label, text }: { label: string; text: string }) {
  const styles = useStyles();
  return (
    <Textarea
      aria-label={label}
      className={styles.code}
      textarea={{ className: styles.code, rows: 20, spellCheck: false }}
      readOnly
      resize="vertical"
      value={text}
    />
  );
}
