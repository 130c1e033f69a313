import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { SparkleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VaultPasswordPolicy } from '../../../../shared/api/vaultAccounts';
import { generatedLength, generatePassword } from '../passwordGenerator';
import { CopyButton } from './CopyButton';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  secret: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
});

/**
 * 生成强密码: a random password of the policy's length with letters, digits and symbols, shown (it has to be set on
 * the host) with a copy button, and handed to the form (`onGenerate`) for both of its fields.
 */
export function PasswordGenerator({
  policy,
  onGenerate,
}: {
  policy: VaultPasswordPolicy;
  onGenerate: (password: string) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [generated, setGenerated] = useState<string | null>(null);
  const handleGenerate = () => {
    const password = generatePassword(generatedLength(policy));
    setGenerated(password);
    onGenerate(password);
  };
  return (
    <div className={styles.root}>
      <Button icon={<SparkleRegular />} onClick={handleGenerate} data-testid="weak-generate">
        {t('coffer.weakFix.generate')}
      </Button>
      {generated !== null && (
        <Field label={t('coffer.weakFix.generated')}>
          <div className={styles.row}>
            <code className={styles.secret} data-testid="weak-generated">
              {generated}
            </code>
            <CopyButton text={generated} testId="weak-generated-copy" />
          </div>
        </Field>
      )}
    </div>
  );
}
