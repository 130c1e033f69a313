/** Texts of the setting centre's own parts (watermark, …; docs/watermark.md). */
export const settingCentreMessages = {
  watermarkRange: {
    zh: '{{field}}须在 {{min}} 至 {{max}} 之间',
    en: '{{field}} must be from {{min}} to {{max}}',
  },
  watermarkColorInvalid: {
    zh: '请输入正确的颜色（#RGB、#RRGGBB 或 rgb()/rgba()）',
    en: 'Enter a colour as #RGB, #RRGGBB or rgb()/rgba()',
  },
} as const;
