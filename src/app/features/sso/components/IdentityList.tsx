import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SsoIdentity } from '../../../../shared/api/sso';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
});

/** Which external identity is about to be linked: its name, e-mail, provider and subject. */
export function IdentityList({ identity }: { identity: SsoIdentity }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rows = [
    { label: t('sso.identity'), value: identity.name || identity.subject },
    ...(identity.email ? [{ label: t('sso.email'), value: identity.email }] : []),
    { label: t('sso.issuer'), value: identity.issuer },
    { label: t('sso.subject'), value: identity.subject },
  ];
  return (
    <dl className={styles.list} aria-label={t('sso.identity')}>
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
