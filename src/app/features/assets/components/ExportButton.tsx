import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowExportRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportAssetsQuery, ImportFormat } from '../../../../shared/api';
import { downloadExport } from '../importApi';

/** Exports what the list shows (its filters and sort, the caller's scope) as CSV or Excel. */
export function ExportButton({ query }: { query: Omit<ExportAssetsQuery, 'format'> }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const run = async (format: ImportFormat) => {
    setBusy(true);
    try {
      await downloadExport({ ...query, format });
    } catch {
      // The data layer has already said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ArrowExportRegular />} disabled={isBusy}>
          {t('assetImport.export')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => void run('xlsx')}>{t('assetImport.exportXlsx')}</MenuItem>
          <MenuItem onClick={() => void run('csv')}>{t('assetImport.exportCsv')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
