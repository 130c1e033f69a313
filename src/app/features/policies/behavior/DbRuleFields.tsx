import { Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { MASK_KINDS, MASK_RULES_MAX, MaskKind } from '../../../../shared/rules/dataMasking';
import { DB_POLICY_ROW_LIMIT_MAX, DB_POLICY_TIMEOUT_SECONDS_MAX } from '../../../../shared/rules/dbSessionRules';
import type { PolicyForm } from '../components/usePolicyForm';
import type { BehaviorValues } from './behaviorValues';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
  },
  rule: { display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  hint: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
});

/**
 * The database rules of a behaviour policy: the web SQL console's row limit and statement timeout (empty = not
 * set) and the masking rules of its results, one row per column pattern with its mask kind.
 */
export function DbRuleFields({ form }: { form: PolicyForm<BehaviorValues> }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { values, set, errors } = form;
  const setRule = (index: number, change: Partial<BehaviorValues['masking'][number]>) =>
    set({ masking: values.masking.map((rule, at) => (at === index ? { ...rule, ...change } : rule)) });
  return (
    <section className={styles.group} aria-labelledby="behavior-db-title">
      <Text id="behavior-db-title" weight="semibold">
        {t('policies.behavior.database.title')}
      </Text>
      <Text size={200} className={styles.hint}>
        {t('policies.behavior.database.hint')}
      </Text>
      <div className={styles.grid}>
        <Field
          label={t('policies.behavior.database.rowLimit')}
          hint={t('policies.behavior.database.rowLimitHint', { max: DB_POLICY_ROW_LIMIT_MAX })}
          validationMessage={errors.dbRowLimit}
        >
          <Input
            type="number"
            min={1}
            max={DB_POLICY_ROW_LIMIT_MAX}
            step={1}
            value={values.dbRowLimit}
            onChange={(_, data) => set({ dbRowLimit: data.value })}
          />
        </Field>
        <Field
          label={t('policies.behavior.database.timeoutSeconds')}
          hint={t('policies.behavior.database.timeoutHint', { max: DB_POLICY_TIMEOUT_SECONDS_MAX })}
          validationMessage={errors.dbTimeoutSeconds}
        >
          <Input
            type="number"
            min={1}
            max={DB_POLICY_TIMEOUT_SECONDS_MAX}
            step={1}
            value={values.dbTimeoutSeconds}
            onChange={(_, data) => set({ dbTimeoutSeconds: data.value })}
          />
        </Field>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('policies.behavior.database.masking')}</legend>
        <Text size={200} className={styles.hint}>
          {t('policies.behavior.database.maskingHint')}
        </Text>
        {values.masking.length === 0 && (
          <Text size={200} className={styles.hint}>
            {t('policies.behavior.database.noRules')}
          </Text>
        )}
        {values.masking.map((rule, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place
          <div key={index} className={styles.rule}>
            <Field label={t('policies.behavior.database.pattern')}>
              <Input value={rule.pattern} onChange={(_, data) => setRule(index, { pattern: data.value })} />
            </Field>
            <Field label={t('policies.behavior.database.kind')}>
              <Dropdown
                value={t(`policies.behavior.database.kinds.${rule.kind}`)}
                selectedOptions={[rule.kind]}
                onOptionSelect={(_, data) => setRule(index, { kind: data.optionValue as MaskKind })}
              >
                {MASK_KINDS.map((kind) => (
                  <Option key={kind} value={kind}>
                    {t(`policies.behavior.database.kinds.${kind}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button
              icon={<DeleteRegular />}
              aria-label={t('policies.behavior.database.removeRule', { pattern: rule.pattern })}
              onClick={() => set({ masking: values.masking.filter((_, at) => at !== index) })}
            />
          </div>
        ))}
        {errors.masking && (
          <Text role="alert" className={styles.error}>
            {errors.masking}
          </Text>
        )}
      </fieldset>
      <div>
        <Button
          icon={<AddRegular />}
          disabled={values.masking.length >= MASK_RULES_MAX}
          onClick={() => set({ masking: [...values.masking, { pattern: '', kind: MaskKind.phone }] })}
        >
          {t('policies.behavior.database.addRule')}
        </Button>
      </div>
    </section>
  );
}
