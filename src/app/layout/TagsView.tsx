import {
  InteractionTag,
  InteractionTagPrimary,
  InteractionTagSecondary,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentPathname } from '../navigation/navigation';
import { type TagView, tagActions } from './tagsView';
import { type CloseKind, closeTagViews, useTagViews } from './tagsViewStore';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    alignItems: 'center',
    height: '34px',
    paddingInline: tokens.spacingHorizontalS,
    overflowX: 'auto',
    overflowY: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  tag: { flexShrink: 0 },
});

/**
 * Open pages as tags (spec §2 "Tabs"): click to go, × to close, right-click for refresh and the close
 * family. Affix tags have no ×. fallbackPath is the first permitted route, used when nothing is left.
 */
export function TagsView({ fallbackPath }: { fallbackPath: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const views = useTagViews();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const close = (kind: CloseKind, view: TagView) => {
    // The address, not the last render: a click can come before a navigation that is already done is drawn.
    const next = closeTagViews(kind, view.path, currentPathname(), fallbackPath);
    if (next !== null) navigate(next);
  };
  const refresh = (view: TagView) => {
    if (view.path !== pathname) navigate(view.fullPath);
    // The core's /redirect helper leaves and comes back so the page mounts afresh.
    navigate(`/redirect${view.fullPath}`, { replace: true });
  };

  return (
    <div className={styles.root} role="toolbar" aria-label={t('layout.tags.label')}>
      {views.map((view) => {
        const actions = tagActions(views, view.path);
        const isActive = view.path === pathname;
        return (
          <Menu key={view.path} openOnContext>
            <MenuTrigger disableButtonEnhancement>
              <InteractionTag
                className={styles.tag}
                size="small"
                appearance={isActive ? 'brand' : 'outline'}
                value={view.path}
              >
                <InteractionTagPrimary
                  hasSecondaryAction={!view.affix}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={() => navigate(view.fullPath)}
                >
                  {view.title}
                </InteractionTagPrimary>
                {!view.affix && (
                  <InteractionTagSecondary aria-label={t('layout.tags.close')} onClick={() => close('self', view)} />
                )}
              </InteractionTag>
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                <MenuItem onClick={() => refresh(view)}>{t('layout.tags.refresh')}</MenuItem>
                <MenuItem disabled={!actions.canClose} onClick={() => close('self', view)}>
                  {t('layout.tags.close')}
                </MenuItem>
                <MenuItem disabled={!actions.canCloseOthers} onClick={() => close('others', view)}>
                  {t('layout.tags.closeOthers')}
                </MenuItem>
                <MenuItem disabled={!actions.canCloseLeft} onClick={() => close('left', view)}>
                  {t('layout.tags.closeLeft')}
                </MenuItem>
                <MenuItem disabled={!actions.canCloseRight} onClick={() => close('right', view)}>
                  {t('layout.tags.closeRight')}
                </MenuItem>
                <MenuItem disabled={!actions.canCloseAll} onClick={() => close('all', view)}>
                  {t('layout.tags.closeAll')}
                </MenuItem>
              </MenuList>
            </MenuPopover>
          </Menu>
        );
      })}
    </div>
  );
}
