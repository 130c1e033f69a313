import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowModelRow } from '../../../../shared/api/flowModels';
import { PROCESS_KINDS, type ProcessKind } from '../../../../shared/rules/flowRules';
import { serverErrors } from '../../../data/formErrors';
import { bindProcessKind } from '../api';
import { processKindLabelKey } from '../processKindLabel';
import { useFlowModelChange } from '../queries';

const NONE = '';

const isProcessKind = (value: string): value is ProcessKind => (PROCESS_KINDS as readonly string[]).includes(value);

/**
 * 绑定: the process kind whose requests run through this model, or none. A kind answers to one model, so
 * a kind bound elsewhere is refused with the server's message, shown here.
 */
export function BindKindDialog({ model, onClose }: { model: FlowModelRow; onClose: (isSaved: boolean) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<string>(model.processKind ?? NONE);
  const [error, setError] = useState('');
  const bind = useFlowModelChange(({ id, processKind }: { id: number; processKind: ProcessKind | null }) =>
    bindProcessKind(id, processKind),
  );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await bind.mutateAsync({ id: model.id, processKind: isProcessKind(kind) ? kind : null });
      onClose(true);
    } catch (caught) {
      setError(Object.values(serverErrors(caught)).join(' '));
    }
  };

  const title = t('flowDesign.bindTitle', { name: model.name });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose(false)}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Field label={t('flowDesign.field.processKind')} hint={t('flowDesign.bindHint')}>
                <RadioGroup value={kind} onChange={(_, data) => setKind(data.value)}>
                  <Radio value={NONE} label={t('flowDesign.unbound')} />
                  {PROCESS_KINDS.map((value) => (
                    <Radio key={value} value={value} label={t(processKindLabelKey(value))} />
                  ))}
                </RadioGroup>
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={bind.isPending}>
                {t('flowDesign.save')}
              </Button>
              <Button onClick={() => onClose(false)}>{t('flowDesign.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
