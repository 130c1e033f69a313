import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type FormModel, setMultiple, type Widget } from '../../../../../shared/forms';
import { ChoiceProperty } from './ChoiceProperty';
import { DateTimeProperties } from './DateTimeProperties';
import { DefaultValueProperty } from './DefaultValueProperty';
import { FlagProperties } from './FlagProperties';
import { GridProperties } from './GridProperties';
import { IdentityProperties } from './IdentityProperties';
import { type PropertyName, propertiesOf } from './kindProperties';
import { NumberProperty } from './NumberProperty';
import { OptionsProperty } from './OptionsProperty';
import { boundProblem, countProblem, stepProblem } from './propertyChecks';
import { RuleProperties } from './RuleProperties';
import { SwitchProperty } from './SwitchProperty';
import { TextProperty } from './TextProperty';
import { UploadProperties } from './UploadProperties';
import { withOptions } from './widgetEdits';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { marginBlockStart: tokens.spacingVerticalS },
});

interface WidgetPropertiesProps {
  form: FormModel;
  widget: Widget;
  onChange: (next: Widget) => void;
}

/** The field properties of the selected widget: those that apply to its kind (spec §2 "Field properties"). */
export function WidgetProperties({ form, widget, onChange }: WidgetPropertiesProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const has = propertiesOf(widget.type);
  const { options } = widget;
  const set = (patch: Parameters<typeof withOptions>[1]) => onChange(withOptions(widget, patch));
  const hasAny = (...names: PropertyName[]) => names.some((name) => has.has(name));
  const hasFlags = hasAny('readonly', 'disabled', 'editable', 'clearable');
  const hasRules = hasAny('required', 'dataType', 'pattern');

  return (
    <div className={styles.root}>
      <IdentityProperties form={form} widget={widget} onChange={onChange} />
      {has.has('width') && (
        <TextProperty
          label={t('flowForms.prop.width')}
          hint={t('flowForms.prop.widthHint')}
          value={options.width ?? ''}
          onChange={(width) => set({ width })}
        />
      )}
      {has.has('placeholder') && (
        <TextProperty
          label={t('flowForms.prop.placeholder')}
          value={options.placeholder ?? ''}
          onChange={(placeholder) => set({ placeholder })}
        />
      )}
      {has.has('layout') && (
        <ChoiceProperty
          label={t('flowForms.prop.layout')}
          value={options.inline ? 'inline' : 'block'}
          choices={[
            { value: 'inline', text: t('flowForms.prop.inline') },
            { value: 'block', text: t('flowForms.prop.block') },
          ]}
          onChange={(layout) => set({ inline: layout === 'inline' })}
        />
      )}
      {(['min', 'max'] as const)
        .filter((bound) => has.has(bound))
        .map((bound) => (
          <NumberProperty
            key={bound}
            label={t(`flowForms.prop.${bound}`)}
            value={options[bound]}
            isOptional
            check={(value) => boundProblem(widget, bound, value)}
            onCommit={(value) => set({ [bound]: value })}
          />
        ))}
      {has.has('step') && (
        <NumberProperty
          label={t('flowForms.prop.step')}
          value={options.step}
          isOptional
          check={(step) => stepProblem(widget, step)}
          onCommit={(step) => set({ step })}
        />
      )}
      {has.has('multiple') && (
        <SwitchProperty
          label={t('flowForms.prop.multiple')}
          checked={options.multiple}
          onChange={(multiple) => onChange(setMultiple(widget, multiple))}
        />
      )}
      {has.has('filterable') && (
        <SwitchProperty
          label={t('flowForms.prop.filterable')}
          checked={options.filterable}
          onChange={(filterable) => set({ filterable })}
        />
      )}
      {hasAny('options', 'remoteOnly') && (
        <OptionsProperty widget={widget} onChange={onChange} isRemoteOnly={has.has('remoteOnly')} />
      )}
      <DateTimeProperties widget={widget} has={has} onChange={onChange} />
      {has.has('defaultValue') && <DefaultValueProperty widget={widget} onChange={onChange} />}
      {has.has('maxlength') && (
        <NumberProperty
          label={t('flowForms.prop.maxlength')}
          value={options.maxlength}
          isOptional
          check={(maxlength) => countProblem(maxlength)}
          onCommit={(maxlength) => set({ maxlength })}
        />
      )}
      {has.has('showWordLimit') && (
        <SwitchProperty
          label={t('flowForms.prop.showWordLimit')}
          checked={options.showWordLimit}
          onChange={(showWordLimit) => set({ showWordLimit })}
        />
      )}
      {has.has('showPassword') && (
        <SwitchProperty
          label={t('flowForms.prop.showPassword')}
          checked={options.showPassword}
          onChange={(showPassword) => set({ showPassword })}
        />
      )}
      {hasAny('imageUpload', 'fileUpload') && <UploadProperties widget={widget} onChange={onChange} />}
      {has.has('grid') && <GridProperties widget={widget} onChange={onChange} />}
      {hasFlags && (
        <>
          <Subtitle2 as="h3" className={styles.heading}>
            {t('flowForms.prop.attributes')}
          </Subtitle2>
          <FlagProperties widget={widget} has={has} onChange={onChange} />
        </>
      )}
      {hasRules && (
        <>
          <Subtitle2 as="h3" className={styles.heading}>
            {t('flowForms.prop.rules')}
          </Subtitle2>
          <RuleProperties widget={widget} has={has} onChange={onChange} />
        </>
      )}
    </div>
  );
}
