import { Field, Input, makeStyles, SpinButton, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../../../../shared/api/baseConfig';
import { SITE_ICON_LIMITS } from '../../../../shared/rules/siteConfigRules';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  colour: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: { width: '40px', height: '32px', padding: 0, border: 'none', backgroundColor: 'transparent' },
});

type IconField = keyof typeof SITE_ICON_LIMITS;
const ICON_FIELDS = Object.keys(SITE_ICON_LIMITS) as IconField[];

export interface SiteFieldsProps {
  values: SiteConfig;
  onChange: (next: Partial<SiteConfig>) => void;
  errorOf: (field: keyof SiteConfig) => string | undefined;
  disabled: boolean;
  /** The logo's picker (an image upload), placed with the other fields. */
  logo: ReactNode;
}

/** The §3 site config: the browser-tab and sidebar names, the primary colour, the logo and its boxes. */
export function SiteFields({ values, onChange, errorOf, disabled, logo }: SiteFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const message = (field: keyof SiteConfig) => {
    const text = errorOf(field);
    return text ? { validationMessage: text, validationState: 'error' as const } : {};
  };
  return (
    <>
      <Field label={t('setupCenter.site.webTitle')} hint={t('setupCenter.site.webTitleHint')} {...message('webTitle')}>
        <Input
          value={values.webTitle}
          maxLength={64}
          disabled={disabled}
          onChange={(_, data) => onChange({ webTitle: data.value })}
        />
      </Field>
      <Field label={t('setupCenter.site.title')} hint={t('setupCenter.site.titleHint')} {...message('title')}>
        <Input
          value={values.title}
          maxLength={32}
          disabled={disabled}
          onChange={(_, data) => onChange({ title: data.value })}
        />
      </Field>
      <Field
        label={t('setupCenter.site.primaryColor')}
        hint={t('setupCenter.site.primaryColorHint')}
        {...message('primaryColor')}
      >
        <div className={styles.colour}>
          <input
            className={styles.swatch}
            type="color"
            aria-label={t('setupCenter.site.primaryColorPicker')}
            value={/^#[0-9a-fA-F]{6}$/.test(values.primaryColor) ? values.primaryColor : '#409eff'}
            disabled={disabled}
            onChange={(event) => onChange({ primaryColor: event.target.value })}
          />
          <Input
            value={values.primaryColor}
            maxLength={7}
            disabled={disabled}
            aria-label={t('setupCenter.site.primaryColor')}
            onChange={(_, data) => onChange({ primaryColor: data.value })}
          />
        </div>
      </Field>
      {logo}
      <div className={styles.grid}>
        {ICON_FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`setupCenter.site.${field}`)}
            hint={t('setupCenter.site.pixels', SITE_ICON_LIMITS[field])}
            {...message(field)}
          >
            <SpinButton
              value={values[field]}
              min={SITE_ICON_LIMITS[field].min}
              max={SITE_ICON_LIMITS[field].max}
              disabled={disabled}
              onChange={(_, data) => {
                const next = data.value ?? Number(data.displayValue);
                if (Number.isFinite(next)) onChange({ [field]: next });
              }}
            />
          </Field>
        ))}
      </div>
    </>
  );
}
