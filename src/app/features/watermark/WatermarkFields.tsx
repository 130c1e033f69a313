import { Checkbox, Field, Input, makeStyles, Slider, Switch, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { WatermarkConfig } from '../../../shared/api/watermark';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  checks: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  colour: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  swatch: { width: '40px', height: '32px', padding: 0, border: 'none', backgroundColor: 'transparent' },
});

type NumberField = 'typeSize' | 'rotationAngle' | 'width' | 'height';
type ShownField = 'isShowUserName' | 'isShowNickName' | 'isShowPhoneNumber' | 'isShowEmail';
const NUMBER_FIELDS: NumberField[] = ['typeSize', 'rotationAngle', 'width', 'height'];
const SHOWN_FIELDS: ShownField[] = ['isShowUserName', 'isShowNickName', 'isShowPhoneNumber', 'isShowEmail'];

export interface WatermarkFieldsProps {
  values: WatermarkConfig;
  onChange: (next: Partial<WatermarkConfig>) => void;
  /** The server's message for a field it refused. */
  errorOf: (field: keyof WatermarkConfig) => string | undefined;
  disabled: boolean;
}

/** The §3 watermark fields: on/off, text, which user details, size, transparency, angle, tile and colour. */
export function WatermarkFields({ values, onChange, errorOf, disabled }: WatermarkFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const message = (field: keyof WatermarkConfig) => {
    const text = errorOf(field);
    return text ? { validationMessage: text, validationState: 'error' as const } : {};
  };
  return (
    <>
      <Field hint={t('watermark.isOpenHint')} {...message('isOpen')}>
        <Switch
          label={t('watermark.isOpen')}
          checked={values.isOpen}
          disabled={disabled}
          onChange={(_, data) => onChange({ isOpen: data.checked })}
        />
      </Field>
      <Field label={t('watermark.content')} hint={t('watermark.contentHint')} {...message('content')}>
        <Input
          value={values.content}
          maxLength={64}
          disabled={disabled}
          onChange={(_, data) => onChange({ content: data.value })}
        />
      </Field>
      <Field label={t('watermark.shown')}>
        <div className={styles.checks}>
          {SHOWN_FIELDS.map((field) => (
            <Checkbox
              key={field}
              label={t(`watermark.${field}`)}
              checked={values[field]}
              disabled={disabled}
              onChange={(_, data) => onChange({ [field]: data.checked === true })}
            />
          ))}
        </div>
      </Field>
      <div className={styles.grid}>
        {NUMBER_FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`watermark.${field}`)}
            hint={field === 'width' ? t('watermark.sizeHint') : undefined}
            {...message(field)}
          >
            <Input
              type="number"
              value={Number.isFinite(values[field]) ? String(values[field]) : ''}
              disabled={disabled}
              onChange={(_, data) => onChange({ [field]: data.value === '' ? Number.NaN : Number(data.value) })}
            />
          </Field>
        ))}
      </div>
      <Field
        label={`${t('watermark.transparency')}: ${values.transparency}`}
        hint={t('watermark.transparencyHint')}
        {...message('transparency')}
      >
        <Slider
          min={0}
          max={1}
          step={0.05}
          value={values.transparency}
          disabled={disabled}
          onChange={(_, data) => onChange({ transparency: data.value })}
        />
      </Field>
      <Field label={t('watermark.colorSelector')} {...message('colorSelector')}>
        <div className={styles.colour}>
          <input
            type="color"
            className={styles.swatch}
            aria-label={t('watermark.colorSelector')}
            value={/^#[0-9a-fA-F]{6}$/.test(values.colorSelector) ? values.colorSelector : '#808080'}
            disabled={disabled}
            onChange={(event) => onChange({ colorSelector: event.target.value })}
          />
          <Input
            value={values.colorSelector}
            disabled={disabled}
            onChange={(_, data) => onChange({ colorSelector: data.value })}
          />
        </div>
      </Field>
    </>
  );
}
