import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type PasswordStrength, passwordStrength } from '../../../../shared/rules/validation';

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
const LABEL_KEYS: Record<PasswordStrength, string> = {
  low: 'account.changePassword.strengthLow',
  middle: 'account.changePassword.strengthMiddle',
  high: 'account.changePassword.strengthHigh',
};

/** Three bars for low, middle and high strength (spec §4 "Password strength"). */
export function StrengthMeter({ password }: { password: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const strength = passwordStrength(password.trim());
  const filled = strength ? LEVELS.indexOf(strength) + 1 : 0;
  return (
    <div className={styles.root} aria-live="polite">
      <Text size={200}>{t('account.changePassword.strength')}</Text>
      <div className={styles.bars} aria-hidden>
        {LEVELS.map((level, index) => (
          <span
            key={level}
            className={mergeClasses(styles.bar, strength !== null && index < filled && styles[strength])}
          />
        ))}
      </div>
      <Text size={200}>{strength ? t(LABEL_KEYS[strength]) : ''}</Text>
    </div>
  );
}
