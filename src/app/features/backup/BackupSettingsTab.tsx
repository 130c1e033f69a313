import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { BackupSettingsForm } from './components/BackupSettingsForm';
import { useBackupSettings } from './queries';
import './i18n';

/** 账号备份 tab of /setup: the SFTP backup server, its host key, the archives' encryption and retention. */
export function BackupSettingsTab() {
  const settings = useBackupSettings();
  if (settings.isPending) return <LoadingSpinner />;
  if (settings.isError || !settings.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{settings.error?.message}</MessageBarBody>
      </MessageBar>
    );
  }
  // Not keyed by the stored settings: a test that records the host key updates them, and must not wipe what is typed.
  return <BackupSettingsForm stored={settings.data} />;
}
