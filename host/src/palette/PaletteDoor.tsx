import { useAtom } from 'jotai';
import { lazy, useCallback } from 'react';
import { LazyDoor, useWantedOnce, useWindowEvent } from '../components/lazy-door';
import type { PageInfo } from '../router/pages';
import { paletteOpenAtom } from './state';

// The search dialog is downloaded the first time someone asks for it, not with every page.
const CommandPalette = lazy(() =>
  import('./CommandPalette').then((module) => ({ default: module.CommandPalette })),
);

/** Always mounted: Ctrl/Cmd + K opens the page search from anywhere; its code loads on first use. */
export function PaletteDoor({ pages }: { pages: PageInfo[] }) {
  const [open, setOpen] = useAtom(paletteOpenAtom);
  const wanted = useWantedOnce(open);
  const onKey = useCallback(
    (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    },
    [setOpen],
  );
  useWindowEvent('keydown', onKey);

  return (
    <LazyDoor wanted={wanted}>
      <CommandPalette pages={pages} />
    </LazyDoor>
  );
}
