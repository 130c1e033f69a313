/**
 * The site config (spec §3 Site config; served as /data/data.json, spec §7): the console's names, colour and the
 * sidebar logo's sizes. Gatehouse's defaults and the bounds the base-config tab checks.
 */
export const SITE_CONFIG_DEFAULTS = {
  webTitle: 'Gatehouse 堡垒机',
  title: 'Gatehouse',
  primaryColor: '#409EFF',
  shrinkMenuIconWidth: 32,
  shrinkMenuIconHeight: 32,
  menuIconWidth: 120,
  menuIconHeight: 32,
  /** An uploaded image (its stored fileName) shown as the sidebar logo; '' for the built-in mark. */
  logo: '',
};

/** Pixel bounds of the logo's boxes: the collapsed sidebar is 54 px wide, the open one 200 px. */
export const SITE_ICON_LIMITS = {
  shrinkMenuIconWidth: { min: 16, max: 48 },
  shrinkMenuIconHeight: { min: 16, max: 48 },
  menuIconWidth: { min: 16, max: 180 },
  menuIconHeight: { min: 16, max: 48 },
} as const;
