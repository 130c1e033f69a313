import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type PasswordStrength, passwordStrength } from '../../../../shared/rules/validation';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  bar: { flexGrow: 1 },
});

const LEVELS: Record<PasswordStrength, { value: number; color: 'error' | 'warning' | 'success'; key: string }> = {
  low: { value: 1 / 3, color: 'error', key: 'setup.strengthLow' },
  middle: { value: 2 / 3, color: 'warning', key: 'setup.strengthMiddle' },
  high: { value: 1, color: 'success', key: 'setup.strengthHigh' },
};

/** Live strength of the password being typed (spec §4 low / middle / high). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const level = strength ? LEVELS[strength] : null;
  return (
    <div className={styles.root}>
      <ProgressBar
        className={styles.bar}
        value={level?.value ?? 0}
        color={level?.color ?? 'brand'}
        thickness="large"
        aria-label={t('setup.strength')}
      />
      <Text size={200} aria-live="polite">
        {level ? t(level.key) : ''}
      </Text>
    </div>
  );
}
