export { AuthRedirectPage } from './AuthRedirectPage';
export { BindPage } from './BindPage';
export { SsoLinksCard } from './components/SsoLinksCard';
export { SsoSettingsSection } from './components/SsoSettingsSection';
export { SsoLoginPage } from './SsoLoginPage';
