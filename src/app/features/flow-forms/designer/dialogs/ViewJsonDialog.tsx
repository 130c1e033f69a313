import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../../../../shared/forms';
import { CodeBlock } from './CodeBlock';
import { copyText } from './copyText';

const useStyles = makeStyles({ surface: { width: '800px', maxWidth: '95vw' } });

/** 查看JSON: the form model as it is saved and imported, with a copy button. */
export function ViewJsonDialog({ form, onClose }: { form: FormModel; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const json = JSON.stringify(form, null, 2);
  const title = t('flowForms.designer.viewJson');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <CodeBlock label={title} text={json} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copyText(json)}>
              {t('flowForms.designer.copy')}
            </Button>
            <Button onClick={onClose}>{t('flowForms.designer.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
