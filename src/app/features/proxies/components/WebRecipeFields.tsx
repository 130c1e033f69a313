import { Dropdown, Field, Input, makeStyles, Option, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { WEB_LOGIN_MODES, type WebPublishing } from '../../../../shared/api/webPublishing';
import type { FormErrors } from '../../../data/formErrors';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBottom: tokens.spacingVerticalS },
  pem: { '& textarea': { fontFamily: tokens.fontFamilyMonospace } },
});

/**
 * The web publishing recipe of an application proxy (docs/web-assets.md): how the account's credential is injected
 * (none, HTTP basic, or a login form filled on the server: its path, field names, extra fields), the Host header and
 * the certificates an HTTPS web application is verified against.
 */
export function WebRecipeFields({
  values,
  errors,
  onChange,
}: {
  values: WebPublishing;
  errors: FormErrors;
  onChange: (next: Partial<WebPublishing>) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = (
    name: 'loginPath' | 'usernameField' | 'passwordField' | 'extraFields' | 'hostHeader',
    hint?: string,
  ) => (
    <Field label={t(`proxies.app.recipe.${name}`)} hint={hint} validationMessage={errors[name]}>
      <Input value={values[name]} onChange={(_, data) => onChange({ [name]: data.value })} />
    </Field>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('proxies.app.recipe.title')}</legend>
      <Field label={t('proxies.app.recipe.loginMode')} validationMessage={errors.loginMode}>
        <Dropdown
          value={t(`proxies.app.recipe.mode_${values.loginMode}`)}
          selectedOptions={[values.loginMode]}
          onOptionSelect={(_, data) => {
            const mode = WEB_LOGIN_MODES.find((item) => item === data.optionValue);
            if (mode) onChange({ loginMode: mode });
          }}
        >
          {WEB_LOGIN_MODES.map((mode) => (
            <Option key={mode} value={mode}>
              {t(`proxies.app.recipe.mode_${mode}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {values.loginMode === 'form' && (
        <>
          {text('loginPath', t('proxies.app.recipe.loginPathHint'))}
          {text('usernameField')}
          {text('passwordField')}
          {text('extraFields', t('proxies.app.recipe.extraFieldsHint'))}
        </>
      )}
      {text('hostHeader', t('proxies.app.recipe.hostHeaderHint'))}
      <Field
        label={t('proxies.app.recipe.upstreamCa')}
        hint={t('proxies.app.recipe.upstreamCaHint')}
        validationMessage={errors.upstreamCa}
      >
        <Textarea
          className={styles.pem}
          value={values.upstreamCa}
          rows={4}
          placeholder="-----BEGIN CERTIFICATE-----"
          onChange={(_, data) => onChange({ upstreamCa: data.value })}
        />
      </Field>
    </fieldset>
  );
}
