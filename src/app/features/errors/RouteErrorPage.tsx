import { Button } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadOnceForChunkError } from '../../pwa/chunkError';
import { MessagePage } from './components/MessagePage';
import { ErrorPage } from './ErrorPage';

/** errorElement of the root route: a thrown 404 shows the 404 page; a crash says so and offers a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadOnceForChunkError();
    else console.error('route failed', error);
  }, [chunkFailed, error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  return (
    <MessagePage
      title={t('errors.crashTitle')}
      text={t('errors.crashText')}
      actions={
        <Button appearance="secondary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
