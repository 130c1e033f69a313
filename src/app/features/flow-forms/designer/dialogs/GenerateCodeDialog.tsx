import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormModel } from '../../../../../shared/forms';
import { formToHtml } from '../../codegen/htmlSource';
import { formToReactSource } from '../../codegen/reactSource';
import { CodeBlock } from './CodeBlock';
import { copyText } from './copyText';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type CodeKind = 'react' | 'html';

/** 生成代码: the form as a React component or as plain HTML, each with a copy button. */
export function GenerateCodeDialog({ form, onClose }: { form: FormModel; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [kind, setKind] = useState<CodeKind>('react');
  const texts = {
    submit: t('flowForms.designer.submit'),
    rangeEnd: (title: string) => t('flowForms.renderer.rangeEnd', { title }),
  };
  const code = kind === 'react' ? formToReactSource(form, texts) : formToHtml(form, texts);
  const kindName = kind === 'react' ? 'React' : 'HTML';
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('flowForms.designer.generateCode')}</DialogTitle>
          <DialogContent className={styles.content}>
            <TabList
              aria-label={t('flowForms.designer.codeTabs')}
              selectedValue={kind}
              onTabSelect={(_, data) => setKind(data.value === 'html' ? 'html' : 'react')}
            >
              <Tab value="react">React</Tab>
              <Tab value="html">HTML</Tab>
            </TabList>
            <CodeBlock label={kindName} text={code} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" icon={<CopyRegular />} onClick={() => void copyText(code)}>
              {t('flowForms.designer.copy')}
            </Button>
            <Button onClick={onClose}>{t('flowForms.designer.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
