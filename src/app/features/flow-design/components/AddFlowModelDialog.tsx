import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { FlowModel } from '../../../../shared/api/flowModels';
import { MODEL_KEY_PREFIX, ModelKeySchema, ModelNameSchema } from '../../../../shared/forms';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { createFlowModel } from '../api';
import { useFlowModelChange } from '../queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The fields this dialog asks for, checked as the server checks them. */
const NewModelSchema = z.object({ modelKey: ModelKeySchema, name: ModelNameSchema });

/** 新增: a model key (Process_…, fixed once saved) and a name; the server draws the one-step diagram. */
export function AddFlowModelDialog({ onClose }: { onClose: (created: FlowModel | null) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [modelKey, setModelKey] = useState(MODEL_KEY_PREFIX);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useFlowModelChange(createFlowModel);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(NewModelSchema, { modelKey: modelKey.trim(), name });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      onClose(await add.mutateAsync(checked.value));
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose(null)}>
      <DialogSurface>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('flowDesign.addTitle')}>
          <DialogBody>
            <DialogTitle>{t('flowDesign.addTitle')}</DialogTitle>
            <DialogContent className={styles.content}>
              {errors[''] && (
                <MessageBar intent="error">
                  <MessageBarBody>{errors['']}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label={t('flowDesign.field.modelKey')}
                hint={t('flowDesign.modelKeyHint', { prefix: MODEL_KEY_PREFIX })}
                required
                validationMessage={errors.modelKey}
              >
                <Input value={modelKey} onChange={(_, data) => setModelKey(data.value)} />
              </Field>
              <Field label={t('flowDesign.field.name')} required validationMessage={errors.name}>
                <Input
                  value={name}
                  placeholder={t('flowDesign.namePlaceholder')}
                  onChange={(_, data) => setName(data.value)}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={add.isPending}>
                {t('flowDesign.addAndDesign')}
              </Button>
              <Button onClick={() => onClose(null)}>{t('flowDesign.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
