import {
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScriptTestResult } from '../../../../shared/api/changeScripts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  transcript: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

/**
 * A test run's outcome: changed or not with the server's message, then the transcript the host printed (the server
 * masked both passwords). The transcript is a read-only text box: it scrolls, and can be reached, read and copied
 * from the keyboard.
 */
export function ScriptTestResultView({ result }: { result: ScriptTestResult }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = (key: string) => t(`tasks.scriptTest.${key}`);
  return (
    <section className={styles.root} aria-label={text('resultTitle')}>
      <MessageBar intent={result.changed ? 'success' : 'error'}>
        <MessageBarBody>
          <MessageBarTitle>{result.changed ? text('changed') : text('notChanged')}</MessageBarTitle>
          {result.message}
        </MessageBarBody>
      </MessageBar>
      <Field label={text('transcript')} hint={text('transcriptHint')}>
        <Textarea
          className={styles.transcript}
          readOnly
          resize="vertical"
          rows={10}
          value={result.transcript || text('transcriptEmpty')}
        />
      </Field>
    </section>
  );
}
