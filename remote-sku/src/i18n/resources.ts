export const en = {
  route: { sku: 'sku', category: 'sku Categories', tag: 'sku Tags' },
};
export const zh: typeof en = {
  route: { sku: '商品 SKU', category: 'SKU 分类', tag: 'SKU 标签' },
};
