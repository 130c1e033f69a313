import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../shared/access/permissions';
import { platformLookupQuery, tagLookupQuery, useAllDicts, useSiteConfig } from '../data/lookups';
import { setDictionaries } from '../data/lookups/catalog';
import { useHasPermission } from '../session';

/**
 * Keeps the lookup data of DESIGN.md "Browser data layer" loaded for the signed-in user, so it is in
 * IndexedDB before the network goes: every dictionary (in the console's language), the site config and,
 * for holders of system:asset:query, the asset types and tag options. Each reads its stored copy first
 * and revalidates over the network (data/lookups). The dictionaries feed the label helpers
 * (components/page/enumLabels.ts). Renders nothing; loaded lazily with the signed-in shell.
 */
export function OfflineLookups() {
  const { i18n } = useTranslation();
  const dicts = useAllDicts();
  useSiteConfig();
  const canSeeAssets = useHasPermission([Permission.assetQuery]);
  useQuery({ ...platformLookupQuery(), enabled: canSeeAssets });
  useQuery({ ...tagLookupQuery(), enabled: canSeeAssets });
  useEffect(() => {
    if (dicts.data) setDictionaries(i18n.language, dicts.data);
  }, [dicts.data, i18n.language]);
  return null;
}
