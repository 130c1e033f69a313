import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_DIMENSIONS, type StatisticsDimension } from '../../../../shared/api/statistics';
import { paramsProblem, presetRange, REPORT_PRESETS, type ReportParams } from '../reportParams';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  presets: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, border: 'none', margin: 0, padding: 0 },
  fieldset: { border: 'none', margin: 0, padding: 0 },
  hiddenLegend: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface ReportFiltersProps {
  value: ReportParams;
  now: Date;
  onSubmit: (params: ReportParams) => void;
}

/** The period (two UTC days or a preset), the grain and the breakdowns; checked by the server's rule before asking. */
export function ReportFilters({ value, now, onSubmit }: ReportFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ReportParams>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = paramsProblem(draft);
    setProblem(found);
    if (!found) onSubmit(draft);
  };
  const toggle = (dimension: StatisticsDimension, checked: boolean) =>
    setDraft((previous) => ({
      ...previous,
      dimensions: STATISTICS_DIMENSIONS.filter((name) =>
        name === dimension ? checked : previous.dimensions.includes(name),
      ),
    }));
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('statistics.filters.label')} data-print="hide">
      <div className={styles.row}>
        <Field label={t('statistics.filters.from')}>
          <Input
            type="date"
            value={draft.from}
            onChange={(_, data) => setDraft((previous) => ({ ...previous, from: data.value }))}
          />
        </Field>
        <Field label={t('statistics.filters.to')}>
          <Input
            type="date"
            value={draft.to}
            onChange={(_, data) => setDraft((previous) => ({ ...previous, to: data.value }))}
          />
        </Field>
        <Field label={t('statistics.filters.grain')}>
          <RadioGroup
            layout="horizontal"
            value={draft.grain}
            onChange={(_, data) =>
              setDraft((previous) => ({ ...previous, grain: data.value as ReportParams['grain'] }))
            }
          >
            <Radio value="day" label={t('statistics.filters.day')} />
            <Radio value="hour" label={t('statistics.filters.hour')} />
          </RadioGroup>
        </Field>
      </div>
      <div className={styles.row}>
        <fieldset className={styles.presets}>
          <legend className={styles.hiddenLegend}>{t('statistics.filters.presets')}</legend>
          {REPORT_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="small"
              onClick={() => setDraft((previous) => ({ ...previous, ...presetRange(preset, now) }))}
            >
              {t(`statistics.presets.${preset}`)}
            </Button>
          ))}
        </fieldset>
      </div>
      <fieldset className={mergeClasses(styles.row, styles.fieldset)}>
        <legend>
          <Text weight="semibold">{t('statistics.filters.dimensions')}</Text>
        </legend>
        {STATISTICS_DIMENSIONS.map((dimension) => (
          <Checkbox
            key={dimension}
            label={t(`statistics.dimension.${dimension}`)}
            checked={draft.dimensions.includes(dimension)}
            onChange={(_, data) => toggle(dimension, data.checked === true)}
          />
        ))}
      </fieldset>
      {problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button appearance="primary" type="submit">
          {t('statistics.filters.query')}
        </Button>
        <Text size={200} className={styles.note}>
          {t('statistics.filters.utcNote')}
        </Text>
      </div>
    </form>
  );
}
