import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type CofferOption, type IssueLicenceBody, IssueLicenceBodySchema } from '../../../shared/api/coffers';
import { DEFAULT_LICENCE_TYPE, LICENCE_TYPES, type LicenceType } from '../../../shared/rules/cofferRules';
import { type FormErrors, schemaErrors, serverErrors } from '../../data/formErrors';
import { notify } from '../../notify';
import { fromLocalInput } from '../grants';
import { issueLicences } from './api';
import { CofferOptionPicker } from './components/CofferOptionPicker';
import { IssueResultBar } from './components/IssueResultBar';
import type { SubjectChoice } from './components/SubjectCombobox';
import { UserMultiPicker } from './components/UserMultiPicker';
import { ensureCofferTexts } from './i18n';
import { type FailureRow, failureRows, type IssueSummary, summariseIssue } from './issueResult';
import { defaultLicencePeriod } from './licencePeriod';
import { licenceTypeKey } from './licenceTypes';
import { COFFER_PATH, idsFromSearch } from './paths';
import { useCofferMutation, useManagedCofferOptions } from './queries';

ensureCofferTexts();

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

/**
 * /account-license-form (spec §2, hidden; ?cofferIds=1,2 preselects): licence users on safes the caller
 * manages, with a type and a period (default now → 7 days). The reply says how many were issued and which
 * pairs were refused and why: 0 issued → 没有授权成功; a failed call → 授权失败.
 */
export function AccountLicenseFormPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [preselectedIds] = useState(() => idsFromSearch(search, 'cofferIds'));
  const allOptions = useManagedCofferOptions('');
  const [pickedCoffers, setPickedCoffers] = useState<CofferOption[] | null>(null);
  // Until the caller changes the choice, the safes named in the address are chosen (once their names are known).
  const coffers = pickedCoffers ?? (allOptions.data ?? []).filter((option) => preselectedIds.includes(option.cofferId));
  const [users, setUsers] = useState<SubjectChoice[]>([]);
  const [licenseType, setLicenseType] = useState<LicenceType>(DEFAULT_LICENCE_TYPE);
  const [period, setPeriod] = useState(() => defaultLicencePeriod(new Date()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [result, setResult] = useState<{ summary: IssueSummary; failures: FailureRow[] } | null>(null);
  const issue = useCofferMutation(issueLicences);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: IssueLicenceBody = {
      cofferIdList: coffers.map((coffer) => coffer.cofferId),
      userIdList: users.map((user) => user.id),
      licenseType,
      startTime: fromLocalInput(period.start),
      expireTime: fromLocalInput(period.end),
    };
    const found = schemaErrors(IssueLicenceBodySchema, body);
    if (!found.expireTime && body.expireTime && Date.parse(body.expireTime) < Date.now())
      found.expireTime = t('msg.safeEndBeforeNow');
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    try {
      const reply = await issue.mutateAsync(body);
      const summary = summariseIssue(reply);
      const rows = failureRows(
        reply.failures,
        new Map(coffers.map((coffer) => [coffer.cofferId, coffer.cofferName])),
        new Map(users.map((user) => [user.id, user.name])),
      );
      setResult({ summary, failures: rows });
      if (summary.level === 'success') notify.success(t('msg.licenceIssued', { count: summary.issued }));
    } catch (error) {
      // Spec §8: a failed issue says 授权失败; the server's reason goes under its field or after it.
      setErrors({ ...serverErrors(error), failed: t('msg.licenceIssueFailed') });
    }
  };

  const title = t('coffer.issue.title');
  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <div className={styles.bar}>
        <Button onClick={() => navigate(COFFER_PATH)}>{t('coffer.issue.toList')}</Button>
      </div>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
        {errors.failed && (
          <MessageBar intent="error" data-testid="issue-failed">
            <MessageBarBody>
              {errors.failed}
              {errors[''] && <Text block>{errors['']}</Text>}
            </MessageBarBody>
          </MessageBar>
        )}
        {result && <IssueResultBar summary={result.summary} failures={result.failures} />}
        <CofferOptionPicker chosen={coffers} onChange={setPickedCoffers} error={errors.cofferIdList} />
        <UserMultiPicker
          label={t('coffer.issue.users')}
          hint={t('coffer.issue.usersHint')}
          chosen={users}
          onChange={setUsers}
          error={errors.userIdList}
        />
        <Field label={t('coffer.issue.licenseType')} required validationMessage={errors.licenseType}>
          <RadioGroup
            layout="horizontal"
            value={licenseType}
            onChange={(_, data) => setLicenseType(data.value as LicenceType)}
          >
            {LICENCE_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(licenceTypeKey(type))} />
            ))}
          </RadioGroup>
        </Field>
        <div className={styles.row}>
          <Field
            label={t('coffer.issue.startTime')}
            required
            validationMessage={errors.startTime}
            validationState={errors.startTime ? 'error' : 'none'}
          >
            <Input
              type="datetime-local"
              value={period.start}
              onChange={(_, data) => setPeriod((previous) => ({ ...previous, start: data.value }))}
            />
          </Field>
          <Field
            label={t('coffer.issue.expireTime')}
            required
            validationMessage={errors.expireTime}
            validationState={errors.expireTime ? 'error' : 'none'}
          >
            <Input
              type="datetime-local"
              value={period.end}
              onChange={(_, data) => setPeriod((previous) => ({ ...previous, end: data.value }))}
            />
          </Field>
        </div>
        <div className={styles.bar}>
          <Button appearance="primary" type="submit" disabled={issue.isPending} data-testid="issue-submit">
            {t('coffer.issue.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
