/**
 * Texts of the setting centre's own parts (site config, session and password policies, watermark, …;
 * docs/watermark.md, docs/site-config.md).
 */
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
  policyMaxLengthBelowMin: {
    zh: '{{field}}不能小于密码最小长度（{{min}}）',
    en: '{{field}} cannot be below the password minimum length ({{min}})',
  },
  policyGenerateLengthBelowMin: {
    zh: '{{field}}不能小于保险箱密码最小长度（{{min}}）',
    en: '{{field}} cannot be below the vault password minimum length ({{min}})',
  },
  policyNetworkInvalid: {
    zh: '{{field}}须为 IP 地址或网段，如 192.0.2.10、192.0.2.0/24、2001:db8::/32',
    en: '{{field}} must be IP addresses or networks, such as 192.0.2.10, 192.0.2.0/24 or 2001:db8::/32',
  },
  policyNetworksTooMany: {
    zh: '{{field}}最多 {{max}} 项',
    en: '{{field}} may list at most {{max}} entries',
  },
  siteLogoInvalid: {
    zh: '标志须为上传的 PNG 或 JPG 图片',
    en: 'The logo must be an uploaded PNG or JPG image',
  },
} as const;
