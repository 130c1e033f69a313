/** Texts of the setting centre's own parts (site config, watermark, …; docs/watermark.md, docs/site-config.md). */
export const settingCentreMessages = {
  settingRange: {
    zh: '{{field}}须在 {{min}} 至 {{max}} 之间',
    en: '{{field}} must be from {{min}} to {{max}}',
  },
  watermarkColorInvalid: {
    zh: '请输入正确的颜色（#RGB、#RRGGBB 或 rgb()/rgba()）',
    en: 'Enter a colour as #RGB, #RRGGBB or rgb()/rgba()',
  },
  siteColorInvalid: { zh: '请输入正确的颜色（#RRGGBB）', en: 'Enter a colour as #RRGGBB' },
  siteLogoInvalid: {
    zh: '标志须为上传的 PNG 或 JPG 图片',
    en: 'The logo must be an uploaded PNG or JPG image',
  },
} as const;
