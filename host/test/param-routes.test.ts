import { describe, expect, it } from 'vitest';
import type { RemoteRoute } from '@console/shared';
import { findPage, pageIndex } from '../src/router/pages';

const route = (path: string, hidden = false): RemoteRoute => ({
  path,
  name: path,
  meta: { title: `route.${path}`, ...(hidden ? { hidden } : {}) },
});

describe('pages with route parameters (/pkg/project/:id)', () => {
  const pages = pageIndex(
    [
      { area: 'pkg', namespace: 'pkg', route: route('/pkg/project-list'), trail: [] },
      { area: 'pkg', namespace: 'pkg', route: route('/pkg/project/:id', true), trail: [] },
      { area: 'pkg', namespace: 'pkg', route: route('/pkg/project/new'), trail: [] },
    ],
    [],
  );

  it('finds the page of an exact path first, then a parameterised path that matches', () => {
    expect(findPage(pages, '/pkg/project-list')?.path).toBe('/pkg/project-list');
    expect(findPage(pages, '/pkg/project/12')?.path).toBe('/pkg/project/:id');
    expect(findPage(pages, '/pkg/project/new')?.path).toBe('/pkg/project/new');
    expect(findPage(pages, '/pkg/project/12/more')).toBeUndefined();
    expect(findPage(pages, '/pkg/project')).toBeUndefined();
  });

  it('keeps hidden and parameterised pages out of the page search', () => {
    expect(pages.map((page) => [page.path, page.hidden])).toEqual([
      ['/pkg/project-list', false],
      ['/pkg/project/:id', true],
      ['/pkg/project/new', false],
    ]);
  });
});
