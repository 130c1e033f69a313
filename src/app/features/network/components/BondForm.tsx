import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddBondBodySchema } from '../../../../shared/api/network';
import { BOND_MODES, type BondMode } from '../../../../shared/rules/networkRules';
import { checkWith, type FormErrors, serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { bondCandidates, errorsUnder, fieldMessage, linesOf } from '../networkForm';
import { useAddBond, useInterfaces } from '../queries';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '880px' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  members: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex' },
});

const EMPTY = {
  name: '',
  mode: 'active-backup' as BondMode,
  members: [] as string[],
  miimon: '100',
  mtu: '',
  addresses: '',
};

/** Makes a bond of free Ethernet interfaces (POST /setting-center/network/bond). */
export function BondForm() {
  const styles = useStyles();
  const { t } = useTranslation();
  const interfaces = useInterfaces();
  const add = useAddBond();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const candidates = bondCandidates(interfaces.data ?? []);
  // Field hands its one control id to every child: each checkbox needs its own, or all labels point at the first.
  const memberId = useId();

  const handleAdd = async () => {
    const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
    const checked = checkWith(AddBondBodySchema, {
      name: form.name,
      mode: form.mode,
      members: form.members,
      miimon: number(form.miimon),
      mtu: number(form.mtu),
      addresses: linesOf(form.addresses),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(checked.value);
      notify.success(t('network.bonds.added'));
      setForm(EMPTY);
    } catch (error) {
      setErrors(errorsUnder(serverErrors(error)));
    }
  };

  const toggle = (name: string, checked: boolean) =>
    setForm({ ...form, members: checked ? [...form.members, name] : form.members.filter((one) => one !== name) });
  return (
    <form
      className={styles.form}
      aria-label={t('network.bonds.add')}
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
        <Field label={t('network.bonds.name')} {...fieldMessage(errors.name)}>
          <Input value={form.name} placeholder="bond0" onChange={(_, data) => setForm({ ...form, name: data.value })} />
        </Field>
        <Field label={t('network.bonds.mode')} {...fieldMessage(errors.mode)}>
          <Dropdown
            value={form.mode}
            selectedOptions={[form.mode]}
            onOptionSelect={(_, data) => setForm({ ...form, mode: (data.optionValue as BondMode) ?? form.mode })}
          >
            {BOND_MODES.map((mode) => (
              <Option key={mode} value={mode}>
                {mode}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('network.bonds.miimon')} {...fieldMessage(errors.miimon)}>
          <Input
            inputMode="numeric"
            value={form.miimon}
            onChange={(_, data) => setForm({ ...form, miimon: data.value })}
          />
        </Field>
        <Field label={t('network.interfaces.mtu')} {...fieldMessage(errors.mtu)}>
          <Input inputMode="numeric" value={form.mtu} onChange={(_, data) => setForm({ ...form, mtu: data.value })} />
        </Field>
      </div>
      <Field label={t('network.bonds.members')} hint={t('network.bonds.membersHint')} {...fieldMessage(errors.members)}>
        <div className={styles.members}>
          {candidates.map((one) => (
            <Checkbox
              key={one.name}
              id={`${memberId}-${one.name}`}
              label={one.name}
              checked={form.members.includes(one.name)}
              onChange={(_, data) => toggle(one.name, data.checked === true)}
            />
          ))}
        </div>
      </Field>
      <Field
        label={t('network.bonds.addresses')}
        hint={t('network.bonds.addressesHint')}
        {...fieldMessage(errors.addresses)}
      >
        <Textarea
          className={styles.mono}
          rows={2}
          value={form.addresses}
          onChange={(_, data) => setForm({ ...form, addresses: data.value })}
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={add.isPending}>
          {add.isPending ? t('network.bonds.adding') : t('network.bonds.add')}
        </Button>
      </div>
    </form>
  );
}
