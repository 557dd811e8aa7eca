import { describe, expect, it } from 'vitest';
import { parseQuery, serializeQuery, type QueryShape } from '../src/list/query';

const shape = (sortOrder: 'ascend' | 'descend'): QueryShape => ({
  filters: [{ key: 'keyword', parse: (text) => text }],
  sortFields: ['position', 'code'],
  defaults: { pageSize: 20, sortField: 'position', sortOrder },
  pageSizes: [20, 50],
});

describe('list query in the address', () => {
  it("reads an absent or invalid sort order as the page's own default, and writes nothing for it", () => {
    for (const order of ['ascend', 'descend'] as const) {
      for (const search of ['', 'sortOrder=sideways']) {
        const query = parseQuery(shape(order), new URLSearchParams(search));
        expect(query.sortOrder).toBe(order);
        expect(serializeQuery(shape(order), query).sortOrder).toBeUndefined();
      }
    }
  });

  it('keeps a sort order that differs from the default, both ways', () => {
    const ascending = shape('ascend');
    const query = parseQuery(ascending, new URLSearchParams('sortOrder=descend&keyword=tea'));
    expect(query).toMatchObject({ sortOrder: 'descend', filters: { keyword: 'tea' } });
    expect(serializeQuery(ascending, query)).toMatchObject({ sortOrder: 'descend', keyword: 'tea' });
    expect(parseQuery(shape('descend'), new URLSearchParams('sortOrder=ascend')).sortOrder).toBe('ascend');
  });
});
