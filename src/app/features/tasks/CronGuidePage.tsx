import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/table';
import { GuideCode, GuidePage, GuideSection } from './components/GuideLayout';
import { CRON_EXAMPLES, CRON_FIELDS, CRON_NICKNAMES, CRON_SYMBOLS } from './cronGuide';
import { ensureTaskTexts } from './i18n';

ensureTaskTexts();

/**
 * /cron-document-list [system:home:query] (simple navbar layout): the cron syntax the scheduled tasks accept, in the
 * console's language. The expressions come from cronGuide.ts, whose test holds each one to the scheduler's parser.
 */
export function CronGuidePage() {
  const { t } = useTranslation();
  const text = (key: string) => t(`tasks.cronGuide.${key}`);
  const code = (value: string) => <GuideCode noWrap>{value}</GuideCode>;
  const section = (titleKey: string, children: ReactNode) => (
    <GuideSection title={text(titleKey)}>{children}</GuideSection>
  );

  return (
    <GuidePage title={text('title')}>
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
    </GuidePage>
  );
}
