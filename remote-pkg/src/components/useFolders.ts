import { useApiQuery } from '@console/shared/data';
import { pkgQueries, type Folder } from '../api';

/** The shop's folders (flat, each with its parent), shared by every page of the area. */
export function useFolders() {
  return useApiQuery(pkgQueries.folders());
}

/** Folder titles with their path ("Retail / Seasonal"), in tree order, for pickers. */
export function folderOptions(folders: readonly Folder[]): { value: number; label: string }[] {
  const children = new Map<number | null, Folder[]>();
  for (const folder of folders)
    children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder]);
  const out: { value: number; label: string }[] = [];
  const walk = (parent: number | null, prefix: string, depth: number) => {
    if (depth > 16) return;
    for (const folder of children.get(parent) ?? []) {
      const label = prefix ? `${prefix} / ${folder.title}` : folder.title;
      out.push({ value: folder.id, label });
      walk(folder.id, label, depth + 1);
    }
  };
  walk(null, '', 0);
  return out;
}
