import { Badge, Button, makeStyles, Subtitle2, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiEndpoint } from '../endpoints';
import { buildSnippetRequest, type SnippetOptions } from '../requestParts';
import { renderSnippet, SNIPPET_LANGUAGES, type SnippetLanguage } from '../snippets';
import { CodeBlock } from './CodeBlock';
import { ParameterTable } from './ParameterTable';

const LANGUAGE_NAMES: Readonly<Record<SnippetLanguage, string>> = {
  curl: 'curl',
  python: 'Python',
  typescript: 'TypeScript',
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0, flexGrow: 1, fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface EndpointSnippetsProps {
  endpoint: ApiEndpoint;
  options: SnippetOptions;
  onRemove: (id: string) => void;
}

/** One chosen endpoint: what it is, its parameters, and its call in each language behind tabs. */
export function EndpointSnippets({ endpoint, options, onRemove }: EndpointSnippetsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const baseId = useId();
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  const request = useMemo(() => buildSnippetRequest(endpoint, options), [endpoint, options]);
  const code = useMemo(() => renderSnippet(language, request), [language, request]);
  const headingId = `${baseId}-heading`;
  const tabId = (one: SnippetLanguage) => `${baseId}-tab-${one}`;
  const name = LANGUAGE_NAMES[language];

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Badge appearance="outline">{endpoint.tag}</Badge>
        <Subtitle2 as="h3" id={headingId} className={styles.title}>
          {endpoint.id}
        </Subtitle2>
        <Button
          appearance="subtle"
          size="small"
          icon={<DismissRegular />}
          aria-label={t('apiSnippets.remove', { endpoint: endpoint.id })}
          onClick={() => onRemove(endpoint.id)}
        />
      </div>
      {endpoint.summary ? <Text>{endpoint.summary}</Text> : null}
      {endpoint.isSecured ? null : <Text className={styles.note}>{t('apiSnippets.publicCall')}</Text>}
      {endpoint.parameters.length > 0 ? <ParameterTable parameters={endpoint.parameters} /> : null}
      {endpoint.body ? (
        <Text className={styles.note}>
          {t('apiSnippets.bodyNote', { optional: options.includeOptional ? t('apiSnippets.bodyOptional') : '' })}
        </Text>
      ) : null}
      <TabList
        aria-label={t('apiSnippets.languages')}
        selectedValue={language}
        onTabSelect={(_, data) => setLanguage(SNIPPET_LANGUAGES.find((one) => one === data.value) ?? 'curl')}
        size="small"
      >
        {SNIPPET_LANGUAGES.map((one) => (
          <Tab key={one} value={one} id={tabId(one)} aria-controls={`${baseId}-panel`}>
            {LANGUAGE_NAMES[one]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(language)}>
        <CodeBlock code={code} copyLabel={t('apiSnippets.copyLabel', { language: name })} />
      </div>
    </section>
  );
}
