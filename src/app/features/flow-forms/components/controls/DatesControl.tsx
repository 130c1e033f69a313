import { Badge, Button, Input, type InputProps, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { FormValue } from '../../../../../shared/forms';
import { type DateValueFormat, fromInputText, toDisplayText } from './dateText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

interface DatesControlProps {
  value: FormValue | undefined;
  onChange: (next: FormValue) => void;
  shape: DateValueFormat;
  inputProps: InputProps;
}

/** Several dates: each date picked joins the list (once), and each chosen one has a remove button. */
export function DatesControl({ value, onChange, shape, inputProps }: DatesControlProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const dates = Array.isArray(value) ? value : [];
  const handleAdd = (text: string) => {
    const date = fromInputText(text, shape);
    if (date !== '' && !dates.includes(date)) onChange([...dates, date]);
  };
  return (
    <div className={styles.root}>
      <Input {...inputProps} value="" onChange={(_, data) => handleAdd(data.value)} />
      {dates.length > 0 && (
        <div className={styles.chosen}>
          {dates.map((date) => {
            const text = toDisplayText(date, shape);
            return (
              <Badge key={text} appearance="tint">
                {text}
                <Button
                  size="small"
                  appearance="transparent"
                  icon={<DismissRegular />}
                  aria-label={t('flowForms.renderer.removeDate', { date: text })}
                  disabled={inputProps.disabled}
                  onClick={() => onChange(dates.filter((other) => other !== date))}
                />
              </Badge>
            );
          })}
        </div>
      )}
    </div>
  );
}
