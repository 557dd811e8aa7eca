import { useRef, useState, type DragEvent, type HTMLAttributes } from 'react';
import type { SkuCategory } from '../../api';

/** Where a dragged row lands on another: above it, inside it (a subcategory), or below it. */
export type Zone = 'before' | 'inside' | 'after';

function zoneOf(event: DragEvent<HTMLElement>): Zone {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - rect.top) / Math.max(1, rect.height);
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
}

const PRIMARY = 'var(--ant-color-primary, #6855ec)';

/**
 * Moving categories by dragging their rows (the Move dialog and the Up/Down items do the same by keyboard): the
 * row under the pointer shows where the dragged one would land, and `onDrop` gets the category and the zone.
 */
export function useRowDrag(onDrop: (source: SkuCategory, target: SkuCategory, zone: Zone) => void) {
  const dragged = useRef<SkuCategory | null>(null);
  const [over, setOver] = useState<{ id: number; zone: Zone } | null>(null);
  const end = () => {
    dragged.current = null;
    setOver(null);
  };
  const style = (id: number) =>
    over?.id !== id
      ? undefined
      : over.zone === 'before'
        ? { boxShadow: `inset 0 2px 0 0 ${PRIMARY}` }
        : over.zone === 'after'
          ? { boxShadow: `inset 0 -2px 0 0 ${PRIMARY}` }
          : { outline: `2px solid ${PRIMARY}`, outlineOffset: -2 };

  return (row: SkuCategory): HTMLAttributes<HTMLElement> => ({
    draggable: true,
    style: style(row.id),
    onDragStart: (event) => {
      dragged.current = row;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', row.code);
    },
    onDragOver: (event) => {
      if (!dragged.current || dragged.current.id === row.id) return;
      event.preventDefault();
      const zone = zoneOf(event);
      if (over?.id !== row.id || over.zone !== zone) setOver({ id: row.id, zone });
    },
    onDragLeave: () => setOver(null),
    onDragEnd: end,
    onDrop: (event) => {
      event.preventDefault();
      const source = dragged.current;
      end();
      if (source && source.id !== row.id) onDrop(source, row, zoneOf(event));
    },
  });
}
