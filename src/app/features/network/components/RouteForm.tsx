import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRouteBodySchema } from '../../../../shared/api/network';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { errorsUnder, fieldMessage } from '../networkForm';
import { useAddRoute, useInterfaces } from '../queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '880px' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  actions: { display: 'flex' },
});

const EMPTY = { destination: '', gateway: '', device: '', metric: '' };

/** Adds a route (POST /setting-center/network/route); refusals under their field, a failed command above. */
export function RouteForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const interfaces = useInterfaces();
  const add = useAddRoute();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});

  const handleAdd = async () => {
    const metric = form.metric.trim() === '' ? undefined : Number(form.metric);
    const checked = checkWith(AddRouteBodySchema, { ...form, metric });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(checked.value);
      notify.success(t('network.routes.added'));
      setForm(EMPTY);
    } catch (error) {
      setErrors(errorsUnder(serverErrors(error)));
    }
  };

  const text = (field: keyof typeof EMPTY, hint?: string) => (
    <Field label={t(`network.routes.${field}`)} hint={hint} {...fieldMessage(errors[field])}>
      <Input value={form[field]} onChange={(_, data) => setForm({ ...form, [field]: data.value })} />
    </Field>
  );
  return (
    <form
      className={styles.form}
      aria-label={t('network.routes.add')}
      onSubmit={(event) => {
        event.preventDefault();
        void handleAdd();
      }}
    >
      {errors[''] && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors['']}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        {text('destination', t('network.routes.destinationHint'))}
        {text('gateway', t('network.routes.gatewayHint'))}
        <Field label={t('network.routes.device')} {...fieldMessage(errors.device)}>
          <Dropdown
            value={form.device || t('network.routes.any')}
            selectedOptions={[form.device]}
            onOptionSelect={(_, data) => setForm({ ...form, device: data.optionValue ?? '' })}
          >
            <Option value="">{t('network.routes.any')}</Option>
            {(interfaces.data ?? []).map((one) => (
              <Option key={one.name} value={one.name}>
                {one.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {text('metric')}
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={add.isPending}>
          {add.isPending ? t('network.routes.adding') : t('network.routes.add')}
        </Button>
      </div>
    </form>
  );
}
