import { Badge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LicenceType } from '../../../../shared/rules/cofferRules';
import { licenceCellOf, licenceUntilText } from '../licenceCell';
import { LICENCE_TYPE_COLOURS, licenceTypeKey } from '../licenceTypes';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  expiring: { color: tokens.colorPaletteDarkOrangeForeground1 },
  expired: { color: tokens.colorPaletteRedForeground1 },
});

/** Spec §2 "licence-type coffer cell": the type as a tag and until when, or 无授权. */
export function LicenceCell({
  licenseType,
  expireTime,
}: {
  licenseType: LicenceType | null;
  expireTime: string | null;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const cell = licenceCellOf(licenseType, expireTime, new Date());
  if (cell.kind === 'none')
    return (
      <Text data-testid="licence-cell" data-licence="none">
        {t('coffer.licence.none')}
      </Text>
    );
  const untilClass = cell.kind === 'expired' ? styles.expired : cell.kind === 'expiring' ? styles.expiring : undefined;
  return (
    <span className={styles.root} data-testid="licence-cell" data-licence={cell.type} data-licence-state={cell.kind}>
      <Badge appearance="tint" color={LICENCE_TYPE_COLOURS[cell.type]}>
        {t(licenceTypeKey(cell.type))}
      </Badge>
      <Text size={200} className={mergeClasses(untilClass)}>
        {licenceUntilText(cell, t)}
      </Text>
    </span>
  );
}
