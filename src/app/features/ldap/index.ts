export { LdapDirectoryTab } from './LdapDirectoryTab';
