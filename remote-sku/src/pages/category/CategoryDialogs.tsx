import { useState } from 'react';
import type { SkuCategory, SkuCategoryImpact } from '../../api';
import { ImportDialog } from '../../components/ImportDialog';
import type { ShopLanguages } from '../../components/languages';
import { CategoryForm, type CategoryEditing } from './CategoryForm';
import { DeleteDialog } from './DeleteDialog';
import { MoveDialog } from './MoveDialog';

/** The one dialog of the categories page that is open, if any. */
export type Opened =
  | { kind: 'form'; editing: NonNullable<CategoryEditing> }
  | { kind: 'move'; category: SkuCategory }
  | { kind: 'delete'; category: SkuCategory; impact: SkuCategoryImpact }
  | { kind: 'import' }
  | null;

/**
 * The categories page's dialogs: create / edit, move, delete and import. `onChanged` gets the parent below which
 * something changed (null: the top level), to open it; undefined when nothing needs opening.
 */
export function CategoryDialogs({
  opened,
  languages,
  onClose,
  onChanged,
}: {
  opened: Opened;
  languages: ShopLanguages;
  onClose: () => void;
  onChanged: (parentId?: number | null) => void;
}) {
  const done = (parentId?: number | null) => {
    onClose();
    onChanged(parentId);
  };
  // Move and Delete are keyed by their category (each opens afresh) and stay mounted with it while they close:
  // unmounted at once, antd could not give the focus back to the row's menu button, and it fell to <body>.
  const moving = opened?.kind === 'move' ? opened.category : null;
  const deleting = opened?.kind === 'delete' ? opened : null;
  const [lastMoving, setLastMoving] = useState(moving);
  const [lastDeleting, setLastDeleting] = useState(deleting);
  if (moving && moving !== lastMoving) setLastMoving(moving);
  if (deleting && deleting !== lastDeleting) setLastDeleting(deleting);
  return (
    <>
      <CategoryForm
        languages={languages}
        editing={opened?.kind === 'form' ? opened.editing : null}
        onClose={onClose}
        onSaved={(saved) => done(saved.parentId)}
      />
      <MoveDialog
        key={`move-${(moving ?? lastMoving)?.id ?? 0}`}
        open={moving !== null}
        category={moving ?? lastMoving}
        onClose={onClose}
        onMoved={(moved) => done(moved.parentId)}
      />
      <DeleteDialog
        key={`delete-${(deleting ?? lastDeleting)?.category.id ?? 0}`}
        open={deleting !== null}
        target={deleting ?? lastDeleting}
        onClose={onClose}
        onDeleted={() => done()}
      />
      <ImportDialog
        kind="category"
        open={opened?.kind === 'import'}
        languages={languages}
        onClose={onClose}
        onImported={() => onChanged()}
      />
    </>
  );
}
