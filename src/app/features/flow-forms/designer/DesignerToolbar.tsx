import { Toolbar, ToolbarButton } from '@fluentui/react-components';
import { ArrowImportRegular, BracesRegular, CodeRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../../../shared/forms';
import { GenerateCodeDialog } from './dialogs/GenerateCodeDialog';
import { ImportJsonDialog } from './dialogs/ImportJsonDialog';
import { PreviewDialog } from './dialogs/PreviewDialog';
import { ViewJsonDialog } from './dialogs/ViewJsonDialog';

type OpenDialog = 'import' | 'json' | 'code' | 'preview' | null;

/** The designer's toolbar (spec §2 "Dialogs"): import JSON, view JSON, generate code, preview. */
export function DesignerToolbar({ form, onImport }: { form: FormModel; onImport: (form: FormModel) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Toolbar aria-label={t('flowForms.designer.toolbar')}>
        <ToolbarButton icon={<ArrowImportRegular />} onClick={() => setOpen('import')}>
          {t('flowForms.designer.importJson')}
        </ToolbarButton>
        <ToolbarButton icon={<BracesRegular />} onClick={() => setOpen('json')}>
          {t('flowForms.designer.viewJson')}
        </ToolbarButton>
        <ToolbarButton icon={<CodeRegular />} onClick={() => setOpen('code')}>
          {t('flowForms.designer.generateCode')}
        </ToolbarButton>
        <ToolbarButton icon={<EyeRegular />} onClick={() => setOpen('preview')}>
          {t('flowForms.designer.preview')}
        </ToolbarButton>
      </Toolbar>
      {open === 'import' && <ImportJsonDialog onImport={onImport} onClose={close} />}
      {open === 'json' && <ViewJsonDialog form={form} onClose={close} />}
      {open === 'code' && <GenerateCodeDialog form={form} onClose={close} />}
      {open === 'preview' && <PreviewDialog form={form} onClose={close} />}
    </>
  );
}
