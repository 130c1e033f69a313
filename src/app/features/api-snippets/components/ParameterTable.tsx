import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/table';
import type { EndpointParameter } from '../endpoints';
import { describeSchemaType } from '../schemaType';

/** The path, query and header parameters of one endpoint. */
export function ParameterTable({ parameters }: { parameters: readonly EndpointParameter[] }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`apiSnippets.${key}`);
  return (
    <DataTable
      label={text('parameters')}
      rows={parameters}
      rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
      columns={[
        { key: 'name', header: text('paramName'), render: (parameter) => <code>{parameter.name}</code> },
        { key: 'in', header: text('paramIn'), render: (parameter) => text(`location.${parameter.in}`) },
        { key: 'type', header: text('paramType'), render: (parameter) => describeSchemaType(parameter.schema) },
        {
          key: 'required',
          header: text('paramRequired'),
          render: (parameter) => text(parameter.isRequired ? 'yes' : 'no'),
        },
      ]}
    />
  );
}
