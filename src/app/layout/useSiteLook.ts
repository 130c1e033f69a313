import { useEffect } from 'react';
import { SITE_CONFIG_DEFAULTS } from '../../shared/rules/siteConfigRules';
import { type SiteConfig, useSiteConfig } from '../data/lookups';
import { setSiteThemeColour } from '../display/layoutSettingStore';

/**
 * The site config as the console shows it (spec §3; set on the base-config tab): the defaults until the first
 * read, the stored copy offline. Its primary colour becomes the theme of users who have not saved their own.
 */
export function useSiteLook(): SiteConfig {
  const site = useSiteConfig().data ?? SITE_CONFIG_DEFAULTS;
  useEffect(() => setSiteThemeColour(site.primaryColor), [site.primaryColor]);
  return site;
}
