import { Button, Checkbox, Field, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiEndpoint, filterEndpoints, groupByTag } from '../endpoints';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  status: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  list: {
    maxHeight: '70vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingRight: tokens.spacingHorizontalS,
  },
  group: { margin: 0, padding: 0, border: 'none', display: 'flex', flexDirection: 'column', minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
  label: { display: 'flex', flexDirection: 'column' },
  path: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
});

export interface EndpointPickerProps {
  endpoints: readonly ApiEndpoint[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string, isChosen: boolean) => void;
  onClear: () => void;
}

/** The document's endpoints grouped by tag, narrowed by a search, each with a check box. */
export function EndpointPicker({ endpoints, chosen, onToggle, onClear }: EndpointPickerProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupByTag(filterEndpoints(endpoints, query)), [endpoints, query]);
  const shown = groups.reduce((sum, group) => sum + group.endpoints.length, 0);

  return (
    <div className={styles.root}>
      <Field label={t('apiSnippets.search')}>
        <SearchBox
          value={query}
          placeholder={t('apiSnippets.searchPlaceholder')}
          onChange={(_, data) => setQuery(data.value)}
        />
      </Field>
      <div className={styles.status}>
        <Text className={styles.muted} aria-live="polite">
          {shown > 0 ? t('apiSnippets.matchCount', { count: shown }) : t('apiSnippets.noMatch')}
        </Text>
        {chosen.size > 0 ? (
          <span>
            <Text>{t('apiSnippets.chosenCount', { count: chosen.size })}</Text>
            <Button size="small" appearance="subtle" onClick={onClear}>
              {t('apiSnippets.clear')}
            </Button>
          </span>
        ) : null}
      </div>
      <div className={styles.list}>
        {groups.map((group) => (
          <fieldset key={group.tag} className={styles.group}>
            <legend className={styles.legend}>{group.tag}</legend>
            {group.endpoints.map((endpoint) => (
              <Checkbox
                key={endpoint.id}
                checked={chosen.has(endpoint.id)}
                onChange={(_, data) => onToggle(endpoint.id, data.checked === true)}
                label={
                  <span className={styles.label}>
                    <span className={styles.path}>{endpoint.id}</span>
                    {endpoint.summary ? <span className={styles.muted}>{endpoint.summary}</span> : null}
                  </span>
                }
              />
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
