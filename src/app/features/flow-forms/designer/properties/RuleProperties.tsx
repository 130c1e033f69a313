import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_TYPES, type DataType, type Widget } from '../../../../../shared/forms';
import type { PropertyChoice } from './ChoiceProperty';
import type { PropertyName } from './kindProperties';
import { problemText } from './problemText';
import { patternProblem } from './propertyChecks';
import { SelectProperty } from './SelectProperty';
import { SwitchProperty } from './SwitchProperty';
import { TextProperty } from './TextProperty';
import { withOptions } from './widgetEdits';

interface RulePropertiesProps {
  widget: Widget;
  has: ReadonlySet<PropertyName>;
  onChange: (next: Widget) => void;
}

const ANY_TYPE = 'any';

/**
 * The validation of a field: required, data type and pattern. A pattern is taken only once it compiles,
 * as the renderer and the server compile it; the box keeps what is typed.
 */
export function RuleProperties({ widget, has, onChange }: RulePropertiesProps) {
  const { t } = useTranslation();
  const { options } = widget;
  const [pattern, setPattern] = useState(options.pattern ?? '');
  const handlePattern = (next: string) => {
    setPattern(next);
    if (!patternProblem(widget, next)) onChange(withOptions(widget, { pattern: next }));
  };
  const typeChoices: PropertyChoice<DataType | typeof ANY_TYPE>[] = [
    { value: ANY_TYPE, text: t('flowForms.prop.noDataType') },
    ...DATA_TYPES.map((type) => ({ value: type, text: t(`flowForms.prop.dataTypes.${type}`) })),
  ];
  return (
    <>
      {has.has('required') && (
        <SwitchProperty
          label={t('flowForms.prop.required')}
          checked={options.required}
          onChange={(required) => onChange(withOptions(widget, { required }))}
        />
      )}
      {has.has('dataType') && (
        <SelectProperty<DataType | typeof ANY_TYPE>
          label={t('flowForms.prop.dataType')}
          value={options.dataType ?? ANY_TYPE}
          choices={typeChoices}
          onChange={(type) => onChange(withOptions(widget, { dataType: type === ANY_TYPE ? undefined : type }))}
        />
      )}
      {has.has('pattern') && (
        <TextProperty
          label={t('flowForms.prop.pattern')}
          value={pattern}
          error={problemText(patternProblem(widget, pattern))}
          onChange={handlePattern}
        />
      )}
    </>
  );
}
