/**
 * Texts of the base-config tab's policy sections (t('setupCenter.policy.<key>')) and the names the server's
 * messages give their fields (shared/api/policyConfig.ts names them <section><Field>); joined in i18n.ts.
 */
export const policyText = {
  zh: {
    range: '{{min}} 至 {{max}}',
    strength: {
      middle: '中：字母、数字、符号中至少两种',
      high: '高：须同时包含字母、数字和符号',
    },
    session: {
      heading: '会话',
      idleMinutes: '会话空闲超时（分钟）',
      idleMinutesHint: '无操作超过该时长的登录失效，下一次请求起生效',
      lifetimeDays: '登录有效期（天）',
      lifetimeDaysHint: '自登录起超过该时长须重新登录',
    },
    password: {
      heading: '密码策略',
      minLength: '密码最小长度',
      maxLength: '密码最大长度',
      minStrength: '密码最低强度',
      expireDays: '密码有效期（天）',
      expireDaysHint: '0 表示永不过期',
      expireWarnDays: '密码到期提醒（天）',
      historyCount: '不可重复使用的历史密码个数',
      lockThreshold: '登录失败锁定次数',
      lockMinutes: '锁定时长（分钟）',
      lockTrustedNetworks: '不锁定的可信网络',
      lockTrustedNetworksHint: '每行一个 IP 地址或网段（如 192.0.2.0/24），从这些地址输错密码不会被锁定',
      captchaEnabled: '密码登录时需要输入图形验证码',
    },
    vault: {
      heading: '保险箱密码策略',
      minLength: '保险箱密码最小长度',
      minStrength: '保险箱密码最低强度',
      generateLength: '保险箱生成密码长度',
    },
  },
  en: {
    range: '{{min}} to {{max}}',
    strength: {
      middle: 'Middle: at least two of letters, digits and symbols',
      high: 'High: letters, digits and symbols',
    },
    session: {
      heading: 'Sessions',
      idleMinutes: 'Session idle timeout (minutes)',
      idleMinutesHint: 'a sign-in unused this long ends, from the next request on',
      lifetimeDays: 'Sign-in lifetime (days)',
      lifetimeDaysHint: 'users sign in again this long after signing in',
    },
    password: {
      heading: 'Password policy',
      minLength: 'Password minimum length',
      maxLength: 'Password maximum length',
      minStrength: 'Password minimum strength',
      expireDays: 'Password lifetime (days)',
      expireDaysHint: '0: passwords never expire',
      expireWarnDays: 'Password expiry warning (days)',
      historyCount: 'Previous passwords not reused',
      lockThreshold: 'Failed sign-ins before lockout',
      lockMinutes: 'Lockout length (minutes)',
      lockTrustedNetworks: 'Networks never locked out',
      lockTrustedNetworksHint:
        'One IP address or network per line (such as 192.0.2.0/24); wrong passwords from them never lock',
      captchaEnabled: 'Ask for the picture captcha at password sign-in',
    },
    vault: {
      heading: 'Vault password policy',
      minLength: 'Vault password minimum length',
      minStrength: 'Vault password minimum strength',
      generateLength: 'Vault generated password length',
    },
  },
} as const;

export const policyFieldNames = {
  zh: {
    sessionIdleMinutes: '会话空闲超时',
    sessionLifetimeDays: '登录有效期',
    passwordMinLength: '密码最小长度',
    passwordMaxLength: '密码最大长度',
    passwordMinStrength: '密码最低强度',
    passwordExpireDays: '密码有效期',
    passwordExpireWarnDays: '密码到期提醒',
    passwordHistoryCount: '不可重复使用的历史密码个数',
    passwordLockThreshold: '登录失败锁定次数',
    passwordLockMinutes: '锁定时长',
    passwordLockTrustedNetworks: '不锁定的可信网络',
    passwordCaptchaEnabled: '登录验证码',
    vaultPasswordMinLength: '保险箱密码最小长度',
    vaultPasswordMinStrength: '保险箱密码最低强度',
    vaultPasswordGenerateLength: '保险箱生成密码长度',
  },
  en: {
    sessionIdleMinutes: 'Session idle timeout',
    sessionLifetimeDays: 'Sign-in lifetime',
    passwordMinLength: 'Password minimum length',
    passwordMaxLength: 'Password maximum length',
    passwordMinStrength: 'Password minimum strength',
    passwordExpireDays: 'Password lifetime',
    passwordExpireWarnDays: 'Password expiry warning',
    passwordHistoryCount: 'Previous passwords not reused',
    passwordLockThreshold: 'Failed sign-ins before lockout',
    passwordLockMinutes: 'Lockout length',
    passwordLockTrustedNetworks: 'Networks never locked out',
    passwordCaptchaEnabled: 'Sign-in captcha',
    vaultPasswordMinLength: 'Vault password minimum length',
    vaultPasswordMinStrength: 'Vault password minimum strength',
    vaultPasswordGenerateLength: 'Vault generated password length',
  },
};
