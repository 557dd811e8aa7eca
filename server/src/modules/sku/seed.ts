import type { Db, Queryable } from '../../db/client.js';
import { SCHEMA_LOCK_KEY } from '../../db/migrate.js';

type Pair = readonly [en: string, zh: string];

/** The Demo Shop's category tree: [code, en, zh, children]. */
type Node = readonly [code: string, en: string, zh: string, children?: readonly Node[]];

const TREE: readonly Node[] = [
  [
    'drinks',
    'Drinks',
    '饮品',
    [
      [
        'coffee',
        'Coffee',
        '咖啡',
        [
          ['espresso', 'Espresso', '意式浓缩'],
          ['filter-coffee', 'Filter coffee', '滴滤咖啡'],
          ['cold-brew', 'Cold brew', '冷萃咖啡'],
          ['coffee-beans', 'Coffee beans', '咖啡豆'],
        ],
      ],
      [
        'tea',
        'Tea',
        '茶',
        [
          ['green-tea', 'Green tea', '绿茶'],
          ['black-tea', 'Black tea', '红茶'],
          ['oolong', 'Oolong', '乌龙茶'],
          ['herbal-tea', 'Herbal tea', '花草茶'],
        ],
      ],
      ['juice', 'Juice', '果汁'],
      ['soft-drinks', 'Soft drinks', '软饮料'],
    ],
  ],
  [
    'food',
    'Food',
    '食品',
    [
      [
        'bakery',
        'Bakery',
        '烘焙',
        [
          ['bread', 'Bread', '面包'],
          ['pastries', 'Pastries', '酥皮点心'],
          ['cakes', 'Cakes', '蛋糕'],
        ],
      ],
      [
        'snacks',
        'Snacks',
        '零食',
        [
          ['nuts', 'Nuts', '坚果'],
          ['chocolate', 'Chocolate', '巧克力'],
          ['biscuits', 'Biscuits', '饼干'],
        ],
      ],
      ['sandwiches', 'Sandwiches', '三明治'],
      ['salads', 'Salads', '沙拉'],
    ],
  ],
  [
    'gifts',
    'Gifts',
    '礼品',
    [
      ['gift-boxes', 'Gift boxes', '礼盒'],
      ['gift-cards', 'Gift cards', '礼品卡'],
      [
        'souvenirs',
        'Souvenirs',
        '纪念品',
        [
          ['postcards', 'Postcards', '明信片'],
          ['magnets', 'Magnets', '冰箱贴'],
        ],
      ],
    ],
  ],
  [
    'homeware',
    'Homeware',
    '家居用品',
    [
      ['mugs', 'Mugs', '马克杯'],
      ['teapots', 'Teapots', '茶壶'],
      ['grinders', 'Grinders', '磨豆机'],
      ['filters', 'Filters', '滤纸'],
    ],
  ],
  [
    'merch',
    'Merchandise',
    '周边商品',
    [
      ['t-shirts', 'T-shirts', 'T恤'],
      ['tote-bags', 'Tote bags', '帆布袋'],
      ['caps', 'Caps', '帽子'],
    ],
  ],
  [
    'seasonal',
    'Seasonal',
    '季节限定',
    [
      ['spring', 'Spring', '春季'],
      ['summer', 'Summer', '夏季'],
      ['autumn', 'Autumn', '秋季'],
      ['winter', 'Winter', '冬季'],
    ],
  ],
];

/** Spanish names of the top level only: the demo shows the rest as missing in Spanish. */
const SPANISH: Record<string, string> = {
  drinks: 'Bebidas',
  food: 'Comida',
  gifts: 'Regalos',
  homeware: 'Hogar',
  merch: 'Mercancía',
  seasonal: 'Temporada',
};

/** Tag groups: a code prefix, a colour and its values. */
const TAG_GROUPS: readonly { prefix: string; color: string; values: readonly Pair[] }[] = [
  {
    prefix: 'flavour',
    color: '#fa8c16',
    values: [
      ['Sweet', '甜'],
      ['Bitter', '苦'],
      ['Sour', '酸'],
      ['Salty', '咸'],
      ['Spicy', '辣'],
      ['Nutty', '坚果味'],
      ['Fruity', '果香'],
      ['Floral', '花香'],
      ['Smoky', '烟熏'],
      ['Caramel', '焦糖'],
      ['Vanilla', '香草'],
      ['Citrus', '柑橘'],
      ['Berry', '莓果'],
      ['Honey', '蜂蜜'],
      ['Mint', '薄荷'],
      ['Cinnamon', '肉桂'],
      ['Ginger', '姜味'],
      ['Cocoa', '可可'],
      ['Earthy', '泥土香'],
      ['Creamy', '奶香'],
    ],
  },
  {
    prefix: 'origin',
    color: '#13c2c2',
    values: [
      ['Ethiopia', '埃塞俄比亚'],
      ['Colombia', '哥伦比亚'],
      ['Brazil', '巴西'],
      ['Kenya', '肯尼亚'],
      ['Guatemala', '危地马拉'],
      ['Costa Rica', '哥斯达黎加'],
      ['Yunnan', '云南'],
      ['Fujian', '福建'],
      ['Zhejiang', '浙江'],
      ['Anhui', '安徽'],
      ['Sichuan', '四川'],
      ['Taiwan', '台湾'],
      ['Japan', '日本'],
      ['India', '印度'],
      ['Sri Lanka', '斯里兰卡'],
      ['Vietnam', '越南'],
      ['Indonesia', '印度尼西亚'],
      ['Peru', '秘鲁'],
      ['Mexico', '墨西哥'],
      ['Rwanda', '卢旺达'],
      ['Yemen', '也门'],
      ['Panama', '巴拿马'],
      ['Honduras', '洪都拉斯'],
      ['Uganda', '乌干达'],
      ['Tanzania', '坦桑尼亚'],
      ['Nepal', '尼泊尔'],
      ['Germany', '德国'],
      ['France', '法国'],
      ['Italy', '意大利'],
      ['Belgium', '比利时'],
    ],
  },
  {
    prefix: 'diet',
    color: '#52c41a',
    values: [
      ['Vegan', '纯素'],
      ['Vegetarian', '素食'],
      ['Gluten free', '无麸质'],
      ['Lactose free', '无乳糖'],
      ['Sugar free', '无糖'],
      ['Low fat', '低脂'],
      ['Organic', '有机'],
      ['Halal', '清真'],
      ['Kosher', '犹太洁食'],
      ['Nut free', '无坚果'],
      ['High protein', '高蛋白'],
      ['Low carb', '低碳水'],
      ['Decaf', '低因'],
      ['Caffeine free', '无咖啡因'],
      ['Raw', '生食'],
    ],
  },
  {
    prefix: 'occasion',
    color: '#eb2f96',
    values: [
      ['Birthday', '生日'],
      ['Wedding', '婚礼'],
      ['Anniversary', '纪念日'],
      ['Christmas', '圣诞节'],
      ['New Year', '新年'],
      ['Spring Festival', '春节'],
      ['Mid-Autumn', '中秋节'],
      ['Valentine', '情人节'],
      ["Mother's Day", '母亲节'],
      ["Father's Day", '父亲节'],
      ['Graduation', '毕业'],
      ['Housewarming', '乔迁'],
      ['Thank you', '感谢'],
      ['Get well', '康复'],
      ['Office', '办公室'],
      ['Picnic', '野餐'],
      ['Travel', '旅行'],
      ['Party', '派对'],
      ['Breakfast', '早餐'],
      ['Afternoon tea', '下午茶'],
    ],
  },
  {
    prefix: 'material',
    color: '#8c8c8c',
    values: [
      ['Ceramic', '陶瓷'],
      ['Porcelain', '瓷器'],
      ['Glass', '玻璃'],
      ['Stainless steel', '不锈钢'],
      ['Bamboo', '竹'],
      ['Wood', '木'],
      ['Cotton', '棉'],
      ['Linen', '亚麻'],
      ['Paper', '纸'],
      ['Cast iron', '铸铁'],
      ['Copper', '铜'],
      ['Clay', '陶土'],
      ['Recycled', '再生材料'],
      ['Silicone', '硅胶'],
      ['Leather', '皮革'],
    ],
  },
  {
    prefix: 'promo',
    color: '#f5222d',
    values: [
      ['New', '新品'],
      ['Best seller', '畅销'],
      ['Limited', '限量'],
      ['Sale', '促销'],
      ['Clearance', '清仓'],
      ['Staff pick', '店员推荐'],
      ['Bundle', '组合装'],
      ['Free shipping', '包邮'],
      ['Pre-order', '预售'],
      ['Back in stock', '补货'],
      ['Exclusive', '独家'],
      ['Last chance', '最后机会'],
    ],
  },
  {
    prefix: 'size',
    color: '#2f54eb',
    values: [
      ['Mini', '迷你'],
      ['Small', '小'],
      ['Medium', '中'],
      ['Large', '大'],
      ['Extra large', '特大'],
      ['Family', '家庭装'],
      ['Single serve', '单份'],
      ['250 g', '250 克'],
      ['500 g', '500 克'],
      ['1 kg', '1 公斤'],
      ['Sample', '试用装'],
      ['Refill', '补充装'],
    ],
  },
  {
    prefix: 'roast',
    color: '#874d00',
    values: [
      ['Light roast', '浅烘'],
      ['Medium roast', '中烘'],
      ['Dark roast', '深烘'],
      ['Espresso roast', '意式烘焙'],
      ['Omni roast', '全能烘焙'],
      ['Washed', '水洗'],
      ['Natural', '日晒'],
      ['Honey process', '蜜处理'],
      ['Anaerobic', '厌氧发酵'],
      ['Single origin', '单一产区'],
      ['Blend', '拼配'],
    ],
  },
  {
    prefix: 'brew',
    color: '#722ed1',
    values: [
      ['Espresso machine', '意式咖啡机'],
      ['Pour over', '手冲'],
      ['French press', '法压壶'],
      ['Aeropress', '爱乐压'],
      ['Moka pot', '摩卡壶'],
      ['Cold drip', '冰滴'],
      ['Siphon', '虹吸'],
      ['Gongfu', '功夫茶'],
      ['Teabag', '茶包'],
      ['Loose leaf', '散茶'],
      ['Matcha whisk', '抹茶刷'],
      ['Capsule', '胶囊'],
    ],
  },
  {
    prefix: 'care',
    color: '#a0d911',
    values: [
      ['Dishwasher safe', '可洗碗机'],
      ['Microwave safe', '可微波'],
      ['Hand wash', '手洗'],
      ['Keep dry', '保持干燥'],
      ['Refrigerate', '冷藏'],
      ['Freeze', '冷冻'],
      ['Fragile', '易碎'],
      ['Heat resistant', '耐热'],
    ],
  },
];

/** Collections by year and season, to round the catalogue out: "Spring 2024", ... */
const SEASONS: readonly Pair[] = [
  ['Spring', '春季'],
  ['Summer', '夏季'],
  ['Autumn', '秋季'],
  ['Winter', '冬季'],
];
const YEARS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];

interface TagSeed {
  code: string;
  en: string;
  zh: string;
  color: string;
}

export function demoTags(): TagSeed[] {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const tags: TagSeed[] = [];
  for (const group of TAG_GROUPS) {
    for (const [en, zh] of group.values) {
      tags.push({ code: `${group.prefix}-${slug(en)}`, en, zh, color: group.color });
    }
  }
  for (const year of YEARS) {
    for (const [en, zh] of SEASONS) {
      tags.push({
        code: `col-${year}-${slug(en)}`,
        en: `${en} ${year}`,
        zh: `${year} ${zh}`,
        color: '#faad14',
      });
    }
  }
  return tags;
}

interface CategorySeed {
  code: string;
  parent: string | null;
  position: number;
  en: string;
  zh: string;
}

export function demoCategories(): CategorySeed[] {
  const rows: CategorySeed[] = [];
  const walk = (nodes: readonly Node[], parent: string | null) => {
    nodes.forEach(([code, en, zh, children], position) => {
      rows.push({ code, parent, position, en, zh });
      if (children) walk(children, code);
    });
  };
  walk(TREE, null);
  return rows;
}

/** Inserts categories (one statement, then one to link parents by code) and tags (one statement). */
export async function insertCatalogue(
  tx: Queryable,
  customerId: number,
  categories: readonly CategorySeed[],
  tags: readonly TagSeed[],
  now: Date,
  spanish: Record<string, string> = {},
): Promise<void> {
  await tx.query(
    `insert into sku_categories (customer_id, position, code, name, names, created_at, updated_at)
     select $1, u.position, u.code, u.en,
            jsonb_strip_nulls(jsonb_build_object('zh', nullif(u.zh, ''), 'es', ($6::jsonb) ->> u.code)), $7, $7
       from unnest($2::text[], $3::int[], $4::text[], $5::text[]) as u (code, position, en, zh)`,
    [
      customerId,
      categories.map((row) => row.code),
      categories.map((row) => row.position),
      categories.map((row) => row.en),
      categories.map((row) => row.zh),
      JSON.stringify(spanish),
      now,
    ],
  );
  await tx.query(
    `update sku_categories c set parent_id = p.id
       from unnest($2::text[], $3::text[]) as u (code, parent)
       join sku_categories p on p.customer_id = $1 and p.code = u.parent
      where c.customer_id = $1 and c.code = u.code`,
    [customerId, categories.map((row) => row.code), categories.map((row) => row.parent)],
  );
  await tx.query(
    `insert into sku_tags (customer_id, code, name, names, color, created_at, updated_at)
     select $1, u.code, u.en, jsonb_build_object('zh', u.zh), u.color, $6, $6
       from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as u (code, en, zh, color)`,
    [
      customerId,
      tags.map((t) => t.code),
      tags.map((t) => t.en),
      tags.map((t) => t.zh),
      tags.map((t) => t.color),
      now,
    ],
  );
}

/** Which demo projects use what (by project title): a category and a few tags each. */
const CLASSIFIED: readonly { title: string; category: string; tags: readonly string[] }[] = [
  {
    title: 'Coffee Corner',
    category: 'coffee',
    tags: ['promo-best-seller', 'origin-ethiopia', 'roast-light-roast'],
  },
  { title: 'Tea House', category: 'tea', tags: ['origin-yunnan', 'brew-gongfu', 'diet-organic'] },
  { title: 'Gift Shop', category: 'gift-boxes', tags: ['occasion-birthday', 'occasion-christmas'] },
  { title: 'Spring Pop-up', category: 'spring', tags: ['col-2026-spring', 'promo-limited'] },
];

/**
 * The Demo Shop's catalogue (about 50 categories three levels deep and 220 tags, in English and Chinese, the top
 * level in Spanish too) and its projects' classification. Idempotent: a shop with categories is left alone.
 */
export async function seedSkuDemo(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await tx.one<{ customerId: number }>(
      'select customer_id as "customerId" from users where lower(email) = lower($1)',
      ['admin@example.com'],
    );
    if (!owner) return;
    const has = () =>
      tx.one('select 1 from sku_categories where customer_id = $1 limit 1', [owner.customerId]);
    if (await has()) return;
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    if (await has()) return;
    await insertCatalogue(tx, owner.customerId, demoCategories(), demoTags(), now, SPANISH);
    await tx.query(
      `insert into project_categories (customer_id, project_id, category_id)
       select p.customer_id, p.id, c.id
         from unnest($2::text[], $3::text[]) as u (title, code)
         join projects p on p.customer_id = $1 and p.title = u.title
         join sku_categories c on c.customer_id = $1 and c.code = u.code
       on conflict do nothing`,
      [owner.customerId, CLASSIFIED.map((row) => row.title), CLASSIFIED.map((row) => row.category)],
    );
    const pairs = CLASSIFIED.flatMap((row) => row.tags.map((tag) => [row.title, tag] as const));
    await tx.query(
      `insert into project_tags (customer_id, project_id, tag_id)
       select p.customer_id, p.id, t.id
         from unnest($2::text[], $3::text[]) as u (title, code)
         join projects p on p.customer_id = $1 and p.title = u.title
         join sku_tags t on t.customer_id = $1 and t.code = u.code
       on conflict do nothing`,
      [owner.customerId, pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
    );
  });
}
