import { columnsOf, type Db, type Queryable } from '../../db/client.js';
import { seedDemoShops } from '../../db/seed.js';
import { prng, weighted } from '../../platform/prng.js';
import type { Device } from '@console/api-contract';

interface DemoProject {
  title: string;
  plateNum: string;
  status: 'normal' | 'closed';
  /** Share of the shop's traffic. */
  weight: number;
}

interface VisitVolume {
  /** Days of history ending today (today only up to `now`). */
  days: number;
  /** Visits on an ordinary weekday at the start of the period; weekends and a growth trend vary it. */
  perDay: number;
  /** Distinct visitors and addresses the visits are drawn from. */
  visitors: number;
  ips: number;
  origins: readonly (readonly [string, number])[];
  /** Relative traffic per weekday, Sunday first. */
  week: readonly number[];
  /** Visits per insert statement. */
  batch?: number;
}

const DEVICES: readonly (readonly [Device, number])[] = [
  ['desktop', 50],
  ['mobile', 40],
  ['tablet', 10],
];

const DAY = 86_400_000;

/**
 * Deterministic visit history for one customer's projects (same seed and `now`, same rows), inserted in bulk in
 * time order; the visits trigger keeps the roll-ups. Returns the number of visits.
 */
export async function insertVisitHistory(
  tx: Queryable,
  customerId: number,
  projects: readonly { id: number; weight: number }[],
  volume: VisitVolume,
  options: { seed: number; now: Date },
): Promise<number> {
  const rng = prng(options.seed);
  const now = options.now.getTime();
  const todayStart = Math.floor(now / DAY) * DAY;
  const projectChoices = projects.map((project) => [project.id, project.weight] as const);
  // Each visitor mostly comes from one address and one kind of device.
  const homeIp = (visitor: number) => visitor % volume.ips;
  const deviceOf = (visitor: number): Device => {
    const roll = ((visitor * 2_654_435_761) >>> 0) / 4_294_967_296;
    return roll < 0.5 ? DEVICES[0]![0] : roll < 0.9 ? DEVICES[1]![0] : DEVICES[2]![0];
  };
  const batch = volume.batch ?? 50_000;
  const rows: { project: number; at: Date; visitor: string; ip: string; device: string; origin: string }[] =
    [];
  let inserted = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await tx.query(
      `insert into visits (customer_id, project_id, occurred_at, visitor_id, ip, device, referer_origin)
       select $1, * from unnest($2::bigint[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      [customerId, ...columnsOf(rows, ['project', 'at', 'visitor', 'ip', 'device', 'origin'])],
    );
    inserted += rows.length;
    rows.length = 0;
  };

  for (let back = volume.days - 1; back >= 0; back--) {
    const dayStart = todayStart - back * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const trend = 1 + (0.3 * (volume.days - 1 - back)) / Math.max(1, volume.days - 1);
    const noise = 0.85 + rng() * 0.3;
    // Today only up to now.
    const span = back === 0 ? Math.max(1, now - dayStart) : DAY;
    const count = Math.round(volume.perDay * (volume.week[weekday] ?? 1) * trend * noise * (span / DAY));
    const times = Array.from({ length: count }, () => dayStart + Math.floor(rng() * span)).sort(
      (a, b) => a - b,
    );
    for (const at of times) {
      // Skewed towards low numbers: a core of regulars and a long tail of one-off visitors.
      const visitor = Math.floor(volume.visitors * rng() ** 2);
      const ip = rng() < 0.85 ? homeIp(visitor) : Math.floor(rng() * volume.ips);
      rows.push({
        project: weighted(rng, projectChoices),
        at: new Date(at),
        visitor: `demo-visitor-${String(visitor).padStart(6, '0')}`,
        ip: `198.51.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
        device: rng() < 0.9 ? deviceOf(visitor) : weighted(rng, DEVICES),
        origin: weighted(rng, volume.origins),
      });
      if (rows.length >= batch) await flush();
    }
  }
  await flush();
  return inserted;
}

/**
 * Creates the projects, each with an unguessable public key (122 random bits, like the 128 of a project created in
 * the console): a demo shop's pages are as hard to find by counting as any other.
 */
export async function insertProjects(
  tx: Queryable,
  customerId: number,
  projects: readonly DemoProject[],
  now: Date,
): Promise<{ id: number; weight: number }[]> {
  const rows = await tx.query<{ id: number; title: string }>(
    `insert into projects (customer_id, title, num, plate_num, status, site_key, pay_url, created_at)
     select $1::bigint, t.title, t.n, t.plate, t.status, replace(gen_random_uuid()::text, '-', ''), null, $5
       from unnest($2::text[], $3::text[], $4::text[]) with ordinality as t (title, plate, status, n)
     returning id, title`,
    [customerId, ...columnsOf(projects, ['title', 'plateNum', 'status']), now],
  );
  return rows.map((row) => ({
    id: row.id,
    weight: projects.find((project) => project.title === row.title)?.weight ?? 1,
  }));
}

const DEMO: readonly {
  owner: string;
  seed: number;
  projects: readonly DemoProject[];
  volume: VisitVolume;
}[] = [
  {
    owner: 'admin@example.com',
    seed: 5_050_505,
    projects: [
      { title: 'Coffee Corner', plateNum: 'CC-01', status: 'normal', weight: 5 },
      { title: 'Tea House', plateNum: 'TH-02', status: 'normal', weight: 3 },
      { title: 'Gift Shop', plateNum: 'GS-03', status: 'normal', weight: 2 },
      { title: 'Spring Pop-up', plateNum: 'SP-04', status: 'closed', weight: 1 },
    ],
    volume: {
      days: 90,
      perDay: 160,
      visitors: 2_500,
      ips: 1_800,
      week: [0.7, 1.1, 1.05, 1, 1.1, 1.2, 0.8],
      origins: [
        ['direct', 35],
        ['https://www.google.com', 25],
        ['https://www.facebook.com', 10],
        ['https://www.bing.com', 6],
        ['https://www.instagram.com', 8],
        ['https://t.co', 4],
        ['https://news.ycombinator.com', 2],
        ['https://www.reddit.com', 3],
        ['https://duckduckgo.com', 2],
      ],
    },
  },
  {
    owner: 'other@example.com',
    seed: 6_060_606,
    projects: [
      { title: 'Tokyo Store', plateNum: 'TK-01', status: 'normal', weight: 3 },
      { title: 'Shanghai Store', plateNum: 'SH-02', status: 'normal', weight: 4 },
      { title: 'Online Outlet', plateNum: 'OO-03', status: 'normal', weight: 2 },
    ],
    volume: {
      days: 90,
      perDay: 90,
      visitors: 1_200,
      ips: 900,
      week: [1.2, 0.9, 0.9, 0.95, 1, 1.1, 1.3],
      origins: [
        ['direct', 30],
        ['https://www.baidu.com', 25],
        ['https://weixin.qq.com', 20],
        ['https://www.google.com', 10],
        ['https://www.xiaohongshu.com', 8],
        ['https://www.douyin.com', 7],
      ],
    },
  },
];

/**
 * Projects, 90 days of visits, and the project each demo order came through, for the demo tenants. Idempotent: a
 * tenant with projects is left alone; runs under the schema lock like the other seeds.
 */
export async function seedStatsDemo(db: Db, now: Date = new Date()): Promise<string[]> {
  return seedDemoShops(
    db,
    DEMO,
    'projects',
    async (tx, owner, demo) => {
      const projects = await insertProjects(tx, owner.customerId, demo.projects, now);
      await insertVisitHistory(tx, owner.customerId, projects, demo.volume, { seed: demo.seed, now });
      // Most demo orders came through one of the sites (about one in seven elsewhere).
      await tx.query(
        `update orders o set project_id = (
          select p.id from projects p where p.customer_id = o.customer_id
           order by p.id offset (o.id % $2) limit 1)
        where o.customer_id = $1 and o.project_id is null and o.id % 7 <> 0`,
        [owner.customerId, projects.length],
      );
    },
    'projects, visits, visit_days, visit_uniques, visit_day_origins, orders',
  );
}
