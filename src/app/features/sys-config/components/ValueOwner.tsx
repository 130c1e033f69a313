import { useTranslation } from 'react-i18next';
import type { Config } from '../../../../shared/api/sysConfig';
import { CONFIG_PAGES } from '../../../../shared/rules/configRules';
import { RouteLink } from '../../../components/page';

/** Where a parameter's value is changed: here, on the setting page that owns it (a link), or nowhere. */
export function ValueOwner({ owner }: { owner: Config['valueOwner'] }) {
  const { t, i18n } = useTranslation();
  if (owner === 'here') return <>{t('sysConfig.ownerHere')}</>;
  if (owner === 'gatehouse') return <>{t('sysConfig.ownerGatehouse')}</>;
  const page = CONFIG_PAGES[owner];
  return <RouteLink to={page.path}>{i18n.language.startsWith('en') ? page.en : page.zh}</RouteLink>;
}
