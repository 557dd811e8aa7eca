import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageInfo } from '../router/pages';
import { paletteOpenAtom } from './state';

// The search dialog is downloaded the first time someone asks for it, not with every page.
const CommandPalette = lazy(() =>
  import('./CommandPalette').then((module) => ({ default: module.CommandPalette })),
);

/** Always mounted: Ctrl/Cmd + K opens the page search from anywhere; its code loads on first use. */
export function PaletteDoor({ pages }: { pages: PageInfo[] }) {
  const [open, setOpen] = useAtom(paletteOpenAtom);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette pages={pages} />
    </Suspense>
  );
}
