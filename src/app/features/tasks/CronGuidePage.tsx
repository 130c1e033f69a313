import { makeStyles, Subtitle2, Text, Title3, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/table';
import { CRON_EXAMPLES, CRON_FIELDS, CRON_NICKNAMES, CRON_SYMBOLS } from './cronGuide';
import { ensureTaskTexts } from './i18n';

ensureTaskTexts();

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '960px',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  code: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
});

/**
 * /cron-document-list [system:home:query] (simple navbar layout): the cron syntax the scheduled tasks accept, in the
 * console's language. The expressions come from cronGuide.ts, whose test holds each one to the scheduler's parser.
 */
export function CronGuidePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const text = (key: string) => t(`tasks.cronGuide.${key}`);
  const code = (value: string) => <code className={styles.code}>{value}</code>;
  const section = (titleKey: string, children: ReactNode) => (
    <section className={styles.section} aria-label={text(titleKey)}>
      <Subtitle2 as="h2">{text(titleKey)}</Subtitle2>
      {children}
    </section>
  );

  return (
    <article className={styles.root} aria-label={text('title')}>
      <Title3 as="h1">{text('title')}</Title3>
      <Text as="p">{text('intro')}</Text>
      {section(
        'fieldsTitle',
        <>
          <Text as="p">{text('fieldsIntro')}</Text>
          <DataTable
            label={text('fieldsTitle')}
            rows={CRON_FIELDS}
            rowKey={(row) => row.key}
            columns={[
              { key: 'field', header: text('fieldColumns.field'), render: (row) => text(`field.${row.key}`) },
              { key: 'range', header: text('fieldColumns.range'), render: (row) => code(row.range) },
              { key: 'symbols', header: text('fieldColumns.symbols'), render: (row) => code(row.symbols) },
            ]}
          />
        </>,
      )}
      {section(
        'symbolsTitle',
        <>
          <DataTable
            label={text('symbolsTitle')}
            rows={CRON_SYMBOLS}
            rowKey={(row) => row.key}
            columns={[
              { key: 'symbol', header: text('symbolColumns.symbol'), render: (row) => code(row.symbol) },
              { key: 'meaning', header: text('symbolColumns.meaning'), render: (row) => text(`symbol.${row.key}`) },
              { key: 'example', header: text('symbolColumns.example'), render: (row) => code(row.example) },
            ]}
          />
          <Text as="p">{text('eitherDay')}</Text>
          <Text as="p">{text('unsupported')}</Text>
        </>,
      )}
      {section(
        'nicknamesTitle',
        <DataTable
          label={text('nicknamesTitle')}
          rows={CRON_NICKNAMES}
          rowKey={(row) => row.key}
          columns={[
            { key: 'nickname', header: text('nicknameColumns.nickname'), render: (row) => code(row.nickname) },
            { key: 'same', header: text('nicknameColumns.same'), render: (row) => code(row.same) },
            { key: 'meaning', header: text('nicknameColumns.meaning'), render: (row) => text(`nickname.${row.key}`) },
          ]}
        />,
      )}
      {section(
        'timeZoneTitle',
        <>
          <Text as="p">{text('timeZoneRule')}</Text>
          <Text as="p">{text('dstGap')}</Text>
          <Text as="p">{text('dstNone')}</Text>
        </>,
      )}
      {section('intervalTitle', <Text as="p">{text('interval')}</Text>)}
      {section(
        'examplesTitle',
        <DataTable
          label={text('examplesTitle')}
          rows={CRON_EXAMPLES}
          rowKey={(row) => row.key}
          columns={[
            { key: 'meaning', header: text('exampleColumns.meaning'), render: (row) => text(`example.${row.key}`) },
            { key: 'expression', header: text('exampleColumns.expression'), render: (row) => code(row.expression) },
          ]}
        />,
      )}
    </article>
  );
}
