import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuNode } from '../../shared/api/auth';
import { opensInNewTab } from '../display/layoutKind';
import { setMobileSidebarOpen } from './appState';

const isExternal = (path: string) => /^https?:\/\//.test(path);

/** Opens a menu page: external links and the new-tab pages (spec §2) in a new browser tab. */
export function useOpenMenu(): (node: MenuNode) => void {
  const navigate = useNavigate();
  return useCallback(
    (node: MenuNode) => {
      const link = node.meta.link ?? (isExternal(node.path) ? node.path : null);
      if (link) {
        window.open(link, '_blank', 'noopener');
      } else if (opensInNewTab(node.path)) {
        window.open(node.path, '_blank');
      } else {
        navigate(node.path);
      }
      setMobileSidebarOpen(false);
    },
    [navigate],
  );
}
