import { addBundles } from '../../i18n';
import { archiveTexts } from './texts/archiveTexts';
import { settingsTexts } from './texts/settingsTexts';
import { systemTaskTexts } from './texts/systemTaskTexts';

/**
 * Texts of the account backup (settings tab of /setup, /setup-manage-task) and of the system tasks, read as
 * t('backup.<group>.<key>'): one bundle joined from the files of texts/, whose group names must differ (a later file
 * would replace a group of the same name). They load with the chunk of the tab or the page.
 */
export const backupTexts = {
  'zh-CN': { ...settingsTexts.zh, ...archiveTexts.zh, ...systemTaskTexts.zh },
  en: { ...settingsTexts.en, ...archiveTexts.en, ...systemTaskTexts.en },
};

/** Field names for the shared schemas' messages that name a field (fieldInvalid, fieldTooLong …). */
const fieldNames = {
  zh: {
    port: '端口',
    username: '用户名',
    directory: '备份目录',
    protection: '加密方式',
    publicKey: 'OpenPGP 公钥',
    archivePassword: '加密密码',
    retention: '保留份数',
    fileName: '备份文件',
    file: '备份文件',
    source: '备份文件来源',
    password: '密码',
    privateKey: '私钥',
    passphrase: '私钥密码',
    skipExisting: '跳过已存在的资产',
    retentionDays: '保留天数',
    keep: '保留份数',
  },
  en: {
    port: 'Port',
    username: 'User name',
    directory: 'Backup directory',
    protection: 'Encryption',
    publicKey: 'OpenPGP public key',
    archivePassword: 'Encryption password',
    retention: 'Archives kept',
    fileName: 'Archive',
    file: 'Archive',
    source: 'Archive source',
    password: 'Password',
    privateKey: 'Private key',
    passphrase: 'Key passphrase',
    skipExisting: 'Skip existing assets',
    retentionDays: 'Days kept',
    keep: 'Copies kept',
  },
};

addBundles({
  'zh-CN': { backup: backupTexts['zh-CN'], fields: fieldNames.zh },
  en: { backup: backupTexts.en, fields: fieldNames.en },
});
