export { SetupCenterPage } from './SetupCenterPage';
