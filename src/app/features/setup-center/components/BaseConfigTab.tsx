import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import type { BaseConfig, SelfGrantMode } from '../../../../shared/api/baseConfig';
import { notify } from '../../../notify';
import { useHasPermission } from '../../../session';
import { useBaseConfig, useSaveBaseConfig } from '../queries';
import { useSectionStyles } from './styles';

/** 基础配置 / Base configuration: whether a self-grant is refused (default) or allowed. */
export function BaseConfigTab() {
  const config = useBaseConfig();
  if (config.isPending) return <Spinner />;
  if (config.isError || !config.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{config.error?.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return <BaseConfigForm key={JSON.stringify(config.data)} stored={config.data} />;
}

function BaseConfigForm({ stored }: { stored: BaseConfig }) {
  const styles = useSectionStyles();
  const { t } = useTranslation();
  const isReadOnly = !useHasPermission([Permission.settingEdit]);
  const save = useSaveBaseConfig();
  const [form, setForm] = useState<BaseConfig>(stored);

  const handleSave = async () => {
    try {
      await save.mutateAsync(form);
      notify.success(t('msg.settingsSaved'));
    } catch {
      // A failed mutation has shown its toast (data layer); the form keeps the choice to try again.
    }
  };

  return (
    <section className={styles.section} aria-label={t('setupCenter.baseTab')}>
      {isReadOnly ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('setupCenter.readOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Field label={t('setupCenter.selfGrant')} hint={t('setupCenter.selfGrantHint')}>
        <RadioGroup
          value={form.selfGrant}
          disabled={isReadOnly}
          onChange={(_, data) => setForm({ ...form, selfGrant: data.value as SelfGrantMode })}
        >
          <Radio value="refuse" label={t('setupCenter.selfGrantRefuse')} />
          <Radio value="allow" label={t('setupCenter.selfGrantAllow')} />
        </RadioGroup>
      </Field>
      <div className={styles.row}>
        <Button appearance="primary" disabled={isReadOnly || save.isPending} onClick={() => void handleSave()}>
          {save.isPending ? t('setupCenter.saving') : t('setupCenter.save')}
        </Button>
      </div>
    </section>
  );
}
