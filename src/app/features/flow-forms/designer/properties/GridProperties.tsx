import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { GRID_ALIGN, GRID_GUTTER_DEFAULT, GRID_JUSTIFY, type Widget } from '../../../../../shared/forms';
import { NumberProperty } from './NumberProperty';
import { countProblem, spanProblem } from './propertyChecks';
import { SelectProperty } from './SelectProperty';
import { addColumn, removeColumn, setColumnSpan, withOptions } from './widgetEdits';

const useStyles = makeStyles({
  column: { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'end', gap: tokens.spacingHorizontalXS },
  add: { alignSelf: 'flex-start' },
  heading: { marginBlockStart: tokens.spacingVerticalS },
});

/** A grid's gutter, its columns' spans (a column can be added or deleted with its widgets), justify and align. */
export function GridProperties({ widget, onChange }: { widget: Widget; onChange: (next: Widget) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { options } = widget;
  const columns = widget.columns ?? [];
  return (
    <>
      <NumberProperty
        label={t('flowForms.prop.gutter')}
        value={options.gutter ?? GRID_GUTTER_DEFAULT}
        check={(gutter) => countProblem(gutter)}
        onCommit={(gutter) => onChange(withOptions(widget, { gutter }))}
      />
      <Subtitle2 as="h3" className={styles.heading}>
        {t('flowForms.prop.columns')}
      </Subtitle2>
      {columns.map((column, index) => {
        const n = index + 1;
        return (
          // A column is known by its place; the key changes with the column count so the spans re-read.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={`${index}/${columns.length}`} className={styles.column}>
            <NumberProperty
              label={t('flowForms.prop.span', { n })}
              value={column.span}
              check={spanProblem}
              onCommit={(span) => span !== undefined && onChange(setColumnSpan(widget, index, span))}
            />
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('flowForms.prop.removeColumn', { n })}
              disabled={columns.length <= 1}
              onClick={() => onChange(removeColumn(widget, index))}
            />
          </div>
        );
      })}
      <Button className={styles.add} icon={<AddRegular />} onClick={() => onChange(addColumn(widget))}>
        {t('flowForms.prop.addColumn')}
      </Button>
      <SelectProperty
        label={t('flowForms.prop.justify')}
        value={options.justify ?? 'start'}
        choices={GRID_JUSTIFY.map((justify) => ({
          value: justify,
          text: t(`flowForms.prop.justifyValues.${justify}`),
        }))}
        onChange={(justify) => onChange(withOptions(widget, { justify }))}
      />
      <SelectProperty
        label={t('flowForms.prop.align')}
        value={options.align ?? 'top'}
        choices={GRID_ALIGN.map((align) => ({ value: align, text: t(`flowForms.prop.alignValues.${align}`) }))}
        onChange={(align) => onChange(withOptions(widget, { align }))}
      />
    </>
  );
}
