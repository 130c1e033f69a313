import { addBundles } from '../../i18n';
import { applicationTexts } from './texts/applicationTexts';
import { recordTexts } from './texts/recordTexts';
import { safeTexts } from './texts/safeTexts';
import { vaultAccountTexts } from './texts/vaultAccountTexts';

/**
 * Texts of the coffer pages, read as t('coffer.<group>.<key>'): one bundle joined from the files of texts/ (each
 * holds both languages of a few pages). They join the i18n resources when the first of these pages loads
 * (ensureCofferTexts). The server's messages (提交申请成功, 撤回成功, 没有授权成功 …) come from the message catalogue
 * (msg.*). Group names are unique across the files: a later file would silently replace a group of the same name.
 */
const zh = { ...safeTexts.zh, ...applicationTexts.zh, ...vaultAccountTexts.zh, ...recordTexts.zh };
const en: typeof zh = { ...safeTexts.en, ...applicationTexts.en, ...vaultAccountTexts.en, ...recordTexts.en };

/** Field names for the server's messages that name a field (fieldInvalid, fieldTooLong …). */
const fieldNames = {
  zh: {
    cofferName: '保险箱名称',
    vaultType: '保险箱类型',
    ownerId: '负责人',
    groupId: '用户组',
    assetIds: '资产',
    accountIds: '账号',
    cofferIdList: '保险箱',
    userIdList: '授权用户',
    licenseType: '授权类型',
    startTime: '开始时间',
    expireTime: '结束时间',
    licenseIdList: '授权记录',
    recordId: '申请',
    cofferId: '保险箱',
    accountId: '账号',
    assetId: '资产',
    accounts: '账号',
    accountName: '账号名称',
    accountType: '账号类型',
    keyword: '关键字',
    category: '分类',
    strength: '密码强度',
  },
  en: {
    cofferName: 'Safe name',
    vaultType: 'Vault type',
    ownerId: 'Owner',
    groupId: 'User group',
    assetIds: 'Assets',
    accountIds: 'Accounts',
    cofferIdList: 'Safes',
    userIdList: 'Users',
    licenseType: 'Licence type',
    startTime: 'Start',
    expireTime: 'End',
    licenseIdList: 'Licences',
    recordId: 'Application',
    cofferId: 'Safe',
    accountId: 'Account',
    assetId: 'Asset',
    accounts: 'Accounts',
    accountName: 'Account name',
    accountType: 'Account type',
    keyword: 'Keyword',
    category: 'Category',
    strength: 'Password strength',
  },
};

/** The bundles by language, for tests that read a text without starting i18next. */
export const cofferTexts = { 'zh-CN': zh, en } as const;

let added = false;

export function ensureCofferTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { coffer: zh, fields: fieldNames.zh }, en: { coffer: en, fields: fieldNames.en } });
}
