import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { type AddGrantsBody, AddGrantsBodySchema, type GrantSubjectOption } from '../../../shared/api';
import { defaultGrantWindow } from '../../../shared/rules/grantRules';
import { enumOptions } from '../../components/page';
import { type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { tMsg } from '../../i18n';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { AccountRestrictionPicker } from './AccountRestrictionPicker';
import { AssetPicker, type ChosenAsset } from './AssetPicker';
import { createGrants } from './api';
import { ensureGrantTexts } from './i18n';
import { GRANT_LIST_PATH } from './paths';
import { useGrantsMutation } from './queries';
import { SubjectPicker } from './SubjectPicker';
import { fromLocalInput, toLocalInput, yesterdayInputMin } from './windowInput';

ensureGrantTexts();

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    maxWidth: '880px',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

function initialPeriod() {
  const defaults = defaultGrantWindow(new Date());
  return { start: toLocalInput(defaults.startTime), end: toLocalInput(defaults.endTime) };
}

/**
 * /assets-impower (spec §2): grant users, user groups and departments view or login on assets, with a
 * window (default from one minute ago for 100 years, spec §9), an optional source-IP list and, for one
 * asset, an optional restriction to some of its accounts.
 */
export function GrantFormPage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canGrant = useHasPermission([Permission.assetImpower]);
  const [subjects, setSubjects] = useState<GrantSubjectOption[]>([]);
  const [assets, setAssets] = useState<ChosenAsset[]>([]);
  const [accountIds, setAccountIds] = useState<number[]>([]);
  const [permissionType, setPermissionType] = useState('1');
  const [kind, setKind] = useState('0');
  const [period, setPeriod] = useState(initialPeriod);
  const [accessMode, setAccessMode] = useState('');
  const [entries, setEntries] = useState('');
  const [mayUpload, setMayUpload] = useState(true);
  const [mayDownload, setMayDownload] = useState(true);
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useGrantsMutation(createGrants);

  const bodyOf = (): AddGrantsBody => ({
    userIds: subjects.filter((s) => s.subjectKind === 'user').map((s) => s.subjectId),
    groupIds: subjects.filter((s) => s.subjectKind === 'group').map((s) => s.subjectId),
    deptIds: subjects.filter((s) => s.subjectKind === 'dept').map((s) => s.subjectId),
    assetIds: assets.map((asset) => asset.assetId),
    accountIds: assets.length === 1 ? accountIds : [],
    permissionType: Number(permissionType) as 0 | 1,
    kind: Number(kind) as 0 | 1,
    startTime: fromLocalInput(period.start),
    endTime: fromLocalInput(period.end),
    accessMode: accessMode === '' ? null : (Number(accessMode) as 0 | 1),
    accessEntries:
      accessMode === ''
        ? []
        : entries
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
    mayUpload,
    mayDownload,
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf();
    const found = schemaErrors(AddGrantsBodySchema, body, 'path');
    if (!found.endTime && body.endTime && Date.parse(body.endTime) < Date.now())
      found.endTime = tMsg('grantEndBeforeNow');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await create.mutateAsync(body);
      notify.success(t('grants.form.created', { count: result.created }));
      navigate(GRANT_LIST_PATH);
    } catch (error) {
      setErrors(serverErrors(error));
    }
  };

  const errorOf = (key: string) => errors[key];
  const entryError = Object.entries(errors).find(([key]) => key.startsWith('accessEntries'))?.[1];
  const title = t('grants.form.title');
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <div className={styles.bar}>
        <Button onClick={() => navigate(GRANT_LIST_PATH)}>{t('grants.form.toList')}</Button>
      </div>
      {!canGrant ? (
        <MessageBar intent="warning">
          <MessageBarBody>{tMsg('forbidden')}</MessageBarBody>
        </MessageBar>
      ) : (
        <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
          {errors[''] && (
            <MessageBar intent="error">
              <MessageBarBody>{errors['']}</MessageBarBody>
            </MessageBar>
          )}
          <SubjectPicker
            chosen={subjects}
            onChange={setSubjects}
            error={errorOf('userIds') ?? errorOf('groupIds') ?? errorOf('deptIds')}
          />
          <AssetPicker
            chosen={assets}
            onChange={(next) => {
              setAssets(next);
              // Accounts belong to one asset: another choice of assets starts over.
              setAccountIds([]);
            }}
            error={errorOf('assetIds')}
          />
          <AccountRestrictionPicker
            assetId={assets.length === 1 ? (assets[0]?.assetId ?? null) : null}
            chosen={accountIds}
            onChange={setAccountIds}
            error={errorOf('accountIds')}
          />
          <div className={styles.row}>
            <Field label={t('grants.form.permissionType')}>
              <RadioGroup
                layout="horizontal"
                value={permissionType}
                onChange={(_, data) => setPermissionType(data.value)}
              >
                {enumOptions('permission_type', i18n.language).map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </RadioGroup>
            </Field>
            <Field label={t('grants.form.kind')}>
              <RadioGroup layout="horizontal" value={kind} onChange={(_, data) => setKind(data.value)}>
                {enumOptions('authorisation_kind', i18n.language).map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </RadioGroup>
            </Field>
          </div>
          <div className={styles.row}>
            <Field
              label={t('grants.form.startTime')}
              required
              validationMessage={errorOf('startTime')}
              validationState={errorOf('startTime') ? 'error' : 'none'}
            >
              <Input
                type="datetime-local"
                min={yesterdayInputMin(new Date())}
                value={period.start}
                onChange={(_, data) => setPeriod((previous) => ({ ...previous, start: data.value }))}
              />
            </Field>
            <Field
              label={t('grants.form.endTime')}
              required
              validationMessage={errorOf('endTime')}
              validationState={errorOf('endTime') ? 'error' : 'none'}
            >
              <Input
                type="datetime-local"
                min={yesterdayInputMin(new Date())}
                value={period.end}
                onChange={(_, data) => setPeriod((previous) => ({ ...previous, end: data.value }))}
              />
            </Field>
          </div>
          <Field label={t('grants.form.accessMode')}>
            <Select value={accessMode} onChange={(_, data) => setAccessMode(data.value)}>
              <option value="">{t('grants.form.accessNone')}</option>
              {enumOptions('access_list', i18n.language).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          {accessMode !== '' && (
            <Field
              label={t('grants.form.accessEntries')}
              validationMessage={entryError}
              validationState={entryError ? 'error' : 'none'}
            >
              <Textarea rows={4} value={entries} onChange={(_, data) => setEntries(data.value)} />
            </Field>
          )}
          <Field label={t('grants.form.transfer')}>
            <div className={styles.row}>
              <Checkbox
                label={t('grants.form.mayUpload')}
                checked={mayUpload}
                onChange={(_, data) => setMayUpload(data.checked === true)}
              />
              <Checkbox
                label={t('grants.form.mayDownload')}
                checked={mayDownload}
                onChange={(_, data) => setMayDownload(data.checked === true)}
              />
            </div>
          </Field>
          <div className={styles.bar}>
            <Button appearance="primary" type="submit" disabled={create.isPending}>
              {t('grants.form.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
