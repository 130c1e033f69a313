import {
  Button,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Subtitle1,
  Switch,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { API_BASE } from '../../data/config';
import { OPENAPI_UI_PATH, OpenApiFetchError } from './api';
import { EndpointPicker } from './components/EndpointPicker';
import { EndpointSnippets } from './components/EndpointSnippets';
import { useApiEndpoints } from './queries';
import { useChosenEndpoints } from './useChosenEndpoints';
import './i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '960px' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 2fr) minmax(0, 3fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 991px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /tool/gen-edit/index [tool:gen:edit]: calls of the console's API as ready-to-copy curl, Python and TypeScript,
 * generated from the server's OpenAPI document for the endpoints the user ticks.
 */
export function ApiSnippetsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const endpoints = useApiEndpoints();
  const list = endpoints.data ?? [];
  const { chosen, chosenIds, toggle, remove, clear } = useChosenEndpoints(list);
  const [includeOptional, setIncludeOptional] = useState(false);
  const options = useMemo(() => ({ baseUrl: window.location.origin, includeOptional }), [includeOptional]);
  const error = endpoints.error;
  const errorText =
    error instanceof OpenApiFetchError && error.reason === 'invalid'
      ? t('apiSnippets.invalidDocument')
      : t('apiSnippets.loadFailed', { detail: error?.message ?? '' });

  return (
    <section className={styles.root} aria-labelledby="api-snippets-title">
      <div className={styles.intro}>
        <Title3 as="h1" id="api-snippets-title" className={styles.heading}>
          {t('apiSnippets.title')}
        </Title3>
        <Text>{t('apiSnippets.intro')}</Text>
        <Text className={styles.muted}>{t('apiSnippets.tokenHint')}</Text>
        <Link href={`${API_BASE}${OPENAPI_UI_PATH}`} target="_blank" rel="noopener">
          {t('apiSnippets.docsLink')}
        </Link>
      </div>
      {endpoints.isPending ? <LoadingSpinner /> : null}
      {endpoints.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorText}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void endpoints.refetch()}>{t('apiSnippets.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {endpoints.isSuccess ? (
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="api-snippets-picker">
            <Subtitle1 as="h2" id="api-snippets-picker" className={styles.heading}>
              {t('apiSnippets.pickerTitle')}
            </Subtitle1>
            <EndpointPicker endpoints={list} chosen={chosenIds} onToggle={toggle} onClear={clear} />
          </section>
          <section className={styles.column} aria-labelledby="api-snippets-snippets">
            <Subtitle1 as="h2" id="api-snippets-snippets" className={styles.heading}>
              {t('apiSnippets.snippetsTitle')}
            </Subtitle1>
            <Switch
              checked={includeOptional}
              onChange={(_, data) => setIncludeOptional(data.checked)}
              label={t('apiSnippets.includeOptional')}
            />
            {chosen.length === 0 ? <Text className={styles.muted}>{t('apiSnippets.empty')}</Text> : null}
            {chosen.map((endpoint) => (
              <EndpointSnippets key={endpoint.id} endpoint={endpoint} options={options} onRemove={remove} />
            ))}
          </section>
        </div>
      ) : null}
    </section>
  );
}
