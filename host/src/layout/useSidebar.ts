import { useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'sidebarStatus';
/** The mix layout's active top entry, persisted (spec section 2). */
export const ACTIVE_TOP_STORAGE_KEY = 'activeTopMenuPath';

/** Sidebar opened/closed, persisted (spec section 2). */
export function useSidebar(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'closed');
  const toggle = () =>
    setCollapsed((value) => {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, value ? 'opened' : 'closed');
      return !value;
    });
  return [collapsed, toggle];
}
