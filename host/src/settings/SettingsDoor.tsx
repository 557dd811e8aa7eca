import { useAtom } from 'jotai';
import { lazy, useCallback } from 'react';
import { LazyDoor, useWantedOnce, useWindowEvent } from '../components/lazy-door';
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
  const wanted = useWantedOnce(open);
  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if (!isSettingsShortcut(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    },
    [setOpen],
  );
  useWindowEvent('keydown', onKey);

  return (
    <LazyDoor wanted={wanted}>
      <SettingsDrawer />
    </LazyDoor>
  );
}
