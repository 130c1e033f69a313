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
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditNetworkBodySchema, type NetworkInterface } from '../../../../shared/api/network';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { errorsUnder, fieldMessage, interfaceChangeOf, interfaceFormOf } from '../networkForm';
import { useChangeInterfaces } from '../queries';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  mono: { fontFamily: tokens.fontFamilyMonospace },
});

const PREFIX = 'interfaces.0.';

/** Up or down, MTU and static addresses of one interface (PUT /setting-center/network); only changed fields go. */
export function InterfaceDialog({ iface, onClose }: { iface: NetworkInterface; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const change = useChangeInterfaces();
  const [form, setForm] = useState(() => interfaceFormOf(iface));
  const [errors, setErrors] = useState<FormErrors>({});

  const handleSave = async () => {
    const checked = checkWith(EditNetworkBodySchema, interfaceChangeOf(iface, form), 'path');
    if (!checked.ok) {
      setErrors(errorsUnder(checked.errors, PREFIX));
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync(checked.value);
      notify.success(t('network.interfaces.saved', { name: iface.name }));
      onClose();
    } catch (error) {
      setErrors(errorsUnder(serverErrors(error), PREFIX));
    }
  };

  // "Change at least one thing" is said of the name, which this form does not show: it goes to the banner.
  const banner = errors[''] ?? errors.name;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('network.interfaces.editTitle', { name: iface.name })}</DialogTitle>
          <DialogContent className={styles.fields}>
            {banner && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{banner}</MessageBarBody>
              </MessageBar>
            )}
            <Field {...fieldMessage(errors.isUp)}>
              <Switch
                label={t('network.interfaces.isUp')}
                checked={form.isUp}
                onChange={(_, data) => setForm({ ...form, isUp: data.checked })}
              />
            </Field>
            <Field label={t('network.interfaces.mtu')} {...fieldMessage(errors.mtu)}>
              <Input
                inputMode="numeric"
                value={form.mtu}
                onChange={(_, data) => setForm({ ...form, mtu: data.value })}
              />
            </Field>
            <Field
              label={t('network.interfaces.addresses')}
              hint={t('network.interfaces.addressesHint')}
              {...fieldMessage(errors.addresses)}
            >
              <Textarea
                className={styles.mono}
                rows={4}
                value={form.addresses}
                onChange={(_, data) => setForm({ ...form, addresses: data.value })}
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={change.isPending} onClick={() => void handleSave()}>
              {change.isPending ? t('network.interfaces.saving') : t('network.interfaces.save')}
            </Button>
            <Button onClick={onClose}>{t('network.interfaces.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
