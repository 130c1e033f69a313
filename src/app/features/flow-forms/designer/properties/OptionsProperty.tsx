import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../../shared/forms';
import { ChoiceProperty } from './ChoiceProperty';
import { SwitchProperty } from './SwitchProperty';
import { TextProperty } from './TextProperty';
import { addOption, editOption, optionValueOf, removeOption, withOptions } from './widgetEdits';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: tokens.spacingHorizontalXS },
  add: { alignSelf: 'flex-start' },
});

interface OptionsPropertyProps {
  widget: Widget;
  onChange: (next: Widget) => void;
  /** A cascader's options come only from a remote method. */
  isRemoteOnly?: boolean;
}

/** Where the options come from: static value/label rows to edit, or a remote method and its property names. */
export function OptionsProperty({ widget, onChange, isRemoteOnly = false }: OptionsPropertyProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { options } = widget;
  const isRemote = isRemoteOnly || Boolean(options.remote);
  const props = options.props ?? { value: 'value', label: 'label' };
  const items = options.options ?? [];

  const remote = (
    <>
      <TextProperty
        label={t('flowForms.prop.remoteFunc')}
        value={options.remoteFunc ?? ''}
        onChange={(remoteFunc) => onChange(withOptions(widget, { remoteFunc }))}
      />
      <TextProperty
        label={t('flowForms.prop.propsValue')}
        value={props.value}
        onChange={(value) => onChange(withOptions(widget, { props: { ...props, value } }))}
      />
      <TextProperty
        label={t('flowForms.prop.propsLabel')}
        value={props.label}
        onChange={(label) => onChange(withOptions(widget, { props: { ...props, label } }))}
      />
    </>
  );
  if (isRemoteOnly) return remote;

  return (
    <>
      <ChoiceProperty
        label={t('flowForms.prop.optionSource')}
        value={isRemote ? 'remote' : 'static'}
        choices={[
          { value: 'static', text: t('flowForms.prop.staticOptions') },
          { value: 'remote', text: t('flowForms.prop.remoteOptions') },
        ]}
        onChange={(source) => onChange(withOptions(widget, { remote: source === 'remote' }))}
      />
      {isRemote ? (
        remote
      ) : (
        <>
          <SwitchProperty
            label={t('flowForms.prop.showLabel')}
            checked={options.showLabel}
            onChange={(showLabel) => onChange(withOptions(widget, { showLabel }))}
          />
          <div className={styles.rows}>
            {items.map((item, index) => {
              const n = index + 1;
              return (
                // Options are edited in place: their position is their identity while the value is typed.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <div key={index} className={styles.row}>
                  <Input
                    aria-label={t('flowForms.prop.optionValue', { n })}
                    value={String(item.value)}
                    onChange={(_, data) =>
                      onChange(editOption(widget, index, { ...item, value: optionValueOf(data.value, item.value) }))
                    }
                  />
                  <Input
                    aria-label={t('flowForms.prop.optionText', { n })}
                    value={item.label ?? ''}
                    onChange={(_, data) => onChange(editOption(widget, index, { ...item, label: data.value }))}
                  />
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t('flowForms.prop.removeOption', { n })}
                    onClick={() => onChange(removeOption(widget, index))}
                  />
                </div>
              );
            })}
            <Button
              className={styles.add}
              icon={<AddRegular />}
              onClick={() => onChange(addOption(widget, t('flowForms.optionLabel', { n: items.length + 1 })))}
            >
              {t('flowForms.prop.addOption')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
