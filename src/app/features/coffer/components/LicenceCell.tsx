import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LicenceType } from '../../../../shared/rules/cofferRules';
import { hasEnded, type LapsedLicence, licenceCellOf, licenceUntilText } from '../licenceCell';
import { LicenceTypeBadge } from './LicenceTypeBadge';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  expiring: { color: tokens.colorPaletteDarkOrangeForeground1 },
  ended: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Spec §2 "licence-type coffer cell": the type as a tag and until when; a licence that ended (expired or revoked)
 * as a red tag with 已过期 / 已撤销 and when; 无授权 without any.
 */
export function LicenceCell({
  licenseType,
  expireTime,
  lapsed,
}: {
  licenseType: LicenceType | null;
  expireTime: string | null;
  lapsed: LapsedLicence;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const cell = licenceCellOf(licenseType, expireTime, new Date(), lapsed);
  if (cell.kind === 'none')
    return (
      <Text data-testid="licence-cell" data-licence="none">
        {t('coffer.licence.none')}
      </Text>
    );
  const isEnded = hasEnded(cell);
  const untilClass = isEnded ? styles.ended : cell.kind === 'expiring' ? styles.expiring : undefined;
  return (
    <span
      className={styles.root}
      data-testid="licence-cell"
      data-licence={cell.type}
      data-licence-state={cell.kind === 'lapsed' ? cell.reason : cell.kind}
    >
      <LicenceTypeBadge type={cell.type} hasEnded={isEnded} />
      <Text size={200} className={mergeClasses(untilClass)}>
        {licenceUntilText(cell, t)}
      </Text>
    </span>
  );
}
