import type { SkuCategory } from '../../api';

export type CategoryRow = SkuCategory & { children?: CategoryRow[] };

/**
 * The API's rows (depth first, each branch after its parent) as the table's tree. A category with subcategories
 * not loaded yet gets an empty `children`, so the table shows its expander. Search results stay flat.
 */
export function nestCategories(rows: readonly SkuCategory[], flat: boolean): CategoryRow[] {
  if (flat) return rows.map((row) => ({ ...row }));
  const byId = new Map<number, CategoryRow>();
  const top: CategoryRow[] = [];
  for (const row of rows) {
    const node: CategoryRow = row.childCount > 0 ? { ...row, children: [] } : { ...row };
    byId.set(row.id, node);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent?.children) parent.children.push(node);
    else top.push(node);
  }
  return top;
}
