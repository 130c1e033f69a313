export { RetrievePasswordPage } from './RetrievePasswordPage';
