import { Button, Field } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/upload';

interface LogoFieldProps {
  fileName: string;
  onChange: (fileName: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/** The site logo: one uploaded PNG or JPG (the server sniffs its content), or the built-in mark. */
export function LogoField({ fileName, onChange, error, disabled }: LogoFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('setupCenter.site.logo')}
      hint={t('setupCenter.site.logoHint')}
      {...(error ? { validationMessage: error, validationState: 'error' as const } : {})}
    >
      <ImageUpload
        label={t('setupCenter.site.logo')}
        value={fileName ? [fileName] : []}
        onChange={(names) => onChange(names[0] ?? '')}
        limits={{ limit: 1 }}
        multiple={false}
        disabled={disabled}
        thumbnailSize={{ width: 120, height: 48 }}
      />
      {fileName && (
        <Button appearance="subtle" disabled={disabled} onClick={() => onChange('')}>
          {t('setupCenter.site.logoRemove')}
        </Button>
      )}
    </Field>
  );
}
