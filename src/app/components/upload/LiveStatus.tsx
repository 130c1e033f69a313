import { makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  status: { margin: 0, color: tokens.colorNeutralForeground2, minHeight: tokens.lineHeightBase200 },
});

/**
 * What a widget last did (uploading, uploaded, refused, downloading), shown small and read out politely. Always
 * rendered, even empty: a live region must exist before its text changes for screen readers to announce it.
 */
export function LiveStatus({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <Text as="p" size={200} role="status" aria-live="polite" className={styles.status}>
      {text}
    </Text>
  );
}
