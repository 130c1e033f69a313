// What the single sign-on pages (features/sso) share with /login; all of it already loads with this page.
export { LoginForm } from './components/LoginForm';
export { signInTarget } from './enterConsole';
export { LoginPage } from './LoginPage';
export { SecondFactorPanel } from './methods/lazyPanels';
export type { SecondFactorStep } from './methods/SecondFactorPanel';
export { useCaptcha, useCompanyInfo, useLoginWay } from './queries';
