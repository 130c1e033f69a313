import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RouteMeta } from './useRouteMeta';

/** Home, then the menu trail to the current page; directories are not links. */
export function AppBreadcrumb({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items =
    meta.trail.length > 0
      ? meta.trail.map((node) => ({
          path: node.path,
          title: node.meta.title,
          isDirectory: Boolean(node.children?.length),
        }))
      : [{ path: '', title: meta.title, isDirectory: true }];
  const startsAtHome = items[0]?.path === '/home';
  return (
    <Breadcrumb aria-label={t('layout.breadcrumb')} size="small">
      {!startsAtHome && (
        <>
          <BreadcrumbItem>
            <BreadcrumbButton onClick={() => navigate('/home')}>{t('layout.home')}</BreadcrumbButton>
          </BreadcrumbItem>
          <BreadcrumbDivider />
        </>
      )}
      {items.map((item, index) => {
        const isLast = index === items.length - 1;
        return (
          <Fragment key={`${item.path}-${item.title}`}>
            <BreadcrumbItem>
              <BreadcrumbButton
                current={isLast}
                disabled={!isLast && item.isDirectory}
                onClick={isLast || item.isDirectory ? undefined : () => navigate(item.path)}
              >
                {item.title}
              </BreadcrumbButton>
            </BreadcrumbItem>
            {!isLast && <BreadcrumbDivider />}
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
