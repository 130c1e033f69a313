import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type PasswordStrength, passwordStrength } from '../../shared/rules/validation';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  bars: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexGrow: 1 },
  bar: {
    height: '6px',
    flexGrow: 1,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground5,
  },
  low: { backgroundColor: tokens.colorPaletteRedBackground3 },
  middle: { backgroundColor: tokens.colorPaletteYellowBackground3 },
  high: { backgroundColor: tokens.colorPaletteGreenBackground3 },
});

const LEVELS: readonly PasswordStrength[] = ['low', 'middle', 'high'];

/**
 * The strength of the password being typed (spec §4, §5: low, middle, high), as three bars and a word,
 * measured on the trimmed value as the server measures it. The one meter of the set-up page, /register,
 * the change-password and set-password dialogs; its texts are in the core bundle every page loads.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const strength = passwordStrength(password.trim());
  const filled = strength ? LEVELS.indexOf(strength) + 1 : 0;
  return (
    <div className={styles.root} aria-live="polite">
      <Text size={200}>{t('passwordStrength.label')}</Text>
      <div className={styles.bars} aria-hidden>
        {LEVELS.map((level, index) => (
          <span
            key={level}
            className={mergeClasses(styles.bar, strength !== null && index < filled && styles[strength])}
          />
        ))}
      </div>
      <Text size={200}>{strength ? t(`passwordStrength.${strength}`) : ''}</Text>
    </div>
  );
}
