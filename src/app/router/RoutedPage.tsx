import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { DIGITS_ONLY } from '../../shared/rules/validation';
import { PageSpinner } from '../components/PageSpinner';
import { ModuleUnavailablePage } from '../features/errors';
import type { PageRoute } from './menuRoutes';
import { resolvePage } from './pages';

/** Spec §2: these route parameters are digits only, whichever route (menu or static) declares them. */
const DIGIT_PARAMS = ['userId', 'roleId', 'dictId'] as const;

/** One page of the route table: its lazy component, or the "arrives in a later version" page. */
export function RoutedPage({ route }: { route: PageRoute }) {
  const params = useParams();
  const { t } = useTranslation();
  const badParam = DIGIT_PARAMS.some((name) => params[name] !== undefined && !DIGITS_ONLY.test(params[name]));
  if (badParam) return <Navigate to="/404" replace />;
  const Page = resolvePage(route.component);
  if (!Page) return <ModuleUnavailablePage title={route.titleIsKey ? t(route.title) : route.title} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
