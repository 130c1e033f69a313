import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Permission } from '../../../shared/access/permissions';
import { useHasPermission } from '../../session';
import { DirectoryImport } from './components/DirectoryImport';
import { LdapSettingsForm } from './components/LdapSettingsForm';
import { useLdapSettings } from './queries';
import './i18n';
import { LoadingSpinner } from '../../components/LoadingSpinner';

/** LDAP 目录 tab of /setup: the directory settings, then the import of its users (for user editors). */
export function LdapDirectoryTab() {
  const settings = useLdapSettings();
  const canImport = useHasPermission([Permission.userEdit]);
  if (settings.isPending) return <LoadingSpinner />;
  if (settings.isError || !settings.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{settings.error?.message}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <>
      {/* Keyed by what is stored, so a save re-seeds the form. */}
      <LdapSettingsForm key={JSON.stringify(settings.data)} stored={settings.data} />
      {canImport ? <DirectoryImport /> : null}
    </>
  );
}
