import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../navigation/paths';
import { setToken } from '../../session/cookies';
import { useCompanyInfo } from '../login';

/** Hands a fresh token to the console the way /login does, then opens the home page. */
export function useSignedIn(): (token: string) => void {
  const navigate = useNavigate();
  const company = useCompanyInfo();
  return (token: string) => {
    setToken(token, company.data?.edition ?? 'NORMAL');
    navigate(HOME_PATH, { replace: true });
  };
}
