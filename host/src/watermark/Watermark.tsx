import { isDarkAtom, settingsAtom, userAtom } from '@console/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { mountWatermark, watermarkLines, watermarkTile } from './watermark';

/**
 * The watermark over the whole console when the settings turn it on (spec section 9: z-index 9999, alpha 0.15).
 * Re-drawn when its text, the user or light/dark changes. Renders nothing itself: the layer lives in <body>.
 */
export function Watermark() {
  const { watermarkEnabled, watermarkContent } = useAtomValue(settingsAtom);
  const user = useAtomValue(userAtom);
  const dark = useAtomValue(isDarkAtom);
  const lines = watermarkEnabled ? watermarkLines(watermarkContent, user) : [];
  const key = lines.join('\n');

  const tile = useMemo(() => (key ? watermarkTile(key.split('\n'), dark) : null), [key, dark]);

  useEffect(() => {
    if (!tile) return;
    const handle = mountWatermark(tile);
    return () => handle.destroy();
  }, [tile]);

  return null;
}
