import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '../../../../shared/api';

/** Every problem of a rejected file: row number as a spreadsheet shows it, column, message. */
export function ImportReportTable({ errors }: { errors: readonly ImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('assetImport.reportTitle')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('assetImport.row')}</TableHeaderCell>
          <TableHeaderCell>{t('assetImport.field')}</TableHeaderCell>
          <TableHeaderCell>{t('assetImport.message')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {errors.map((error, index) => (
          // Row and field may repeat (several problems in one cell); the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the report is a fixed list, never reordered
          <TableRow key={`${error.row}-${error.field}-${index}`}>
            <TableCell>{error.row}</TableCell>
            <TableCell>{t(`assetImport.columns.${error.field}`, { defaultValue: error.field })}</TableCell>
            <TableCell>{error.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
