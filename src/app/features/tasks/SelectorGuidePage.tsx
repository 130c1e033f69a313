import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { msgRef } from '../../../shared/rules/validation';
import { enumLabel } from '../../components/page';
import { DataTable } from '../../components/table';
import { tMsg } from '../../i18n';
import { GuideCode, GuidePage, GuideSection } from './components/GuideLayout';
import { ensureTaskTexts } from './i18n';
import {
  SELECTOR_GUIDE_EXAMPLES,
  SELECTOR_GUIDE_FIELDS,
  SELECTOR_GUIDE_LOGIC,
  SELECTOR_GUIDE_MISTAKE,
  SELECTOR_GUIDE_OPERATORS,
  type SelectorGuideField,
} from './selectorGuide';

ensureTaskTexts();

const useStyles = makeStyles({
  values: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
});

/**
 * /selector-document-list [system:home:query] (simple navbar layout): the target selector of the scheduled tasks
 * (docs/tasks.md "Selectors") in the console's language. The expressions come from selectorGuide.ts, whose test
 * parses each one with the server's parser.
 */
export function SelectorGuidePage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const text = (key: string, params?: Record<string, string>) => t(`tasks.selectorGuide.${key}`, params);
  const code = (value: string) => <GuideCode>{value}</GuideCode>;
  const section = (titleKey: string, children: ReactNode) => (
    <GuideSection title={text(titleKey)}>{children}</GuideSection>
  );
  const valuesOf = (field: SelectorGuideField) => (
    <span className={styles.values}>
      {field.values?.map((value) => (
        <span key={value.name}>
          {code(value.name)}{' '}
          {value.dict ? enumLabel(value.dict.type, value.dict.value, i18n.language) : text(`valueKind.${value.name}`)}
        </span>
      )) ?? text('anyValue')}
    </span>
  );
  const mistake = SELECTOR_GUIDE_MISTAKE;

  return (
    <GuidePage title={text('title')}>
      <Text as="p">{text('intro')}</Text>
      <Text as="p">{text('shape')}</Text>
      {section(
        'fieldsTitle',
        <DataTable
          label={text('fieldsTitle')}
          rows={SELECTOR_GUIDE_FIELDS}
          rowKey={(row) => row.key}
          columns={[
            { key: 'field', header: text('fieldColumns.field'), render: (row) => code(row.key) },
            { key: 'compares', header: text('fieldColumns.compares'), render: (row) => text(`field.${row.key}`) },
            { key: 'values', header: text('fieldColumns.values'), render: valuesOf },
          ]}
        />,
      )}
      {section(
        'operatorsTitle',
        <>
          <DataTable
            label={text('operatorsTitle')}
            rows={SELECTOR_GUIDE_OPERATORS}
            rowKey={(row) => row.key}
            columns={[
              { key: 'operator', header: text('operatorColumns.operator'), render: (row) => code(row.operator) },
              { key: 'meaning', header: text('operatorColumns.meaning'), render: (row) => text(`operator.${row.key}`) },
              { key: 'example', header: text('operatorColumns.example'), render: (row) => code(row.example) },
            ]}
          />
          <Text as="p">{text('caseRule')}</Text>
        </>,
      )}
      {section('valuesTitle', <Text as="p">{text('quoting')}</Text>)}
      {section(
        'logicTitle',
        <>
          <DataTable
            label={text('logicTitle')}
            rows={SELECTOR_GUIDE_LOGIC}
            rowKey={(row) => row.key}
            columns={[
              { key: 'word', header: text('logicColumns.word'), render: (row) => code(row.word) },
              { key: 'meaning', header: text('logicColumns.meaning'), render: (row) => text(`logic.${row.key}`) },
              { key: 'example', header: text('logicColumns.example'), render: (row) => code(row.example) },
            ]}
          />
          <Text as="p">{text('precedence')}</Text>
        </>,
      )}
      {section(
        'mistakesTitle',
        <Text as="p">
          {text('mistake', {
            expression: mistake.expression,
            message: tMsg(msgRef('selectorInvalid', { position: mistake.position, expected: mistake.expected })),
          })}
        </Text>,
      )}
      {section('scopeTitle', <Text as="p">{text('scope')}</Text>)}
      {section(
        'examplesTitle',
        <DataTable
          label={text('examplesTitle')}
          rows={SELECTOR_GUIDE_EXAMPLES}
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
