import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { settingsDrawerOpenAtom } from './state';

// The drawer (colour pickers and all) is downloaded the first time it opens, not with every page.
const SettingsDrawer = lazy(() =>
  import('./SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })),
);

/** Ctrl + , (without Alt, Shift or Meta) toggles the drawer, from any page of the console. */
function isSettingsShortcut(event: KeyboardEvent): boolean {
  return event.ctrlKey && !event.altKey && !event.shiftKey && !event.metaKey && event.key === ',';
}

/**
 * Always mounted: owns the shortcut and mounts the settings drawer once it has been asked for (header gear or
 * Ctrl + ,); from then on the drawer stays mounted so it opens and closes with its animation.
 */
export function SettingsDoor() {
  const [open, setOpen] = useAtom(settingsDrawerOpenAtom);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSettingsShortcut(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}
