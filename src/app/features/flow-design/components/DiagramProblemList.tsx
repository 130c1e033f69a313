import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** What the server found wrong with the diagram on save, every problem on its own line. */
export function DiagramProblemList({ problems }: { problems: readonly string[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('flowDesign.problemsTitle', { count: problems.length })}</MessageBarTitle>
        <ul className={styles.list}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
