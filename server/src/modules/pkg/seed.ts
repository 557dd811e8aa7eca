import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { shopToSeed } from '../../db/seed.js';
import { prng } from '../../platform/prng.js';
import { drawPng, type Rgb } from '../../platform/png.js';
import { fileUrl } from './files.js';
import { sanitizeExplain } from '../../platform/rich-text.js';

/** A cover: a diagonal gradient between two colours. */
const cover = (from: Rgb, to: Rgb): Buffer =>
  drawPng(240, 135, (x, y) => {
    const t = (x / 240 + y / 135) / 2;
    return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as unknown as Rgb;
  });

/** A QR-code-like picture (finder squares and random modules; not a scannable code). */
function qrLike(seed: number): Buffer {
  const rng = prng(seed);
  const size = 25;
  const modules = Array.from({ length: size * size }, () => rng() < 0.5);
  const finder = (x: number, y: number): boolean | null => {
    for (const [fx, fy] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      const dx = x - fx;
      const dy = y - fy;
      if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7) {
        const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
        return ring !== 2;
      }
    }
    return null;
  };
  const scale = 6;
  const quiet = 4;
  const full = (size + quiet * 2) * scale;
  return drawPng(full, full, (px, py) => {
    const x = Math.floor(px / scale) - quiet;
    const y = Math.floor(py / scale) - quiet;
    if (x < 0 || y < 0 || x >= size || y >= size) return [255, 255, 255];
    const dark = finder(x, y) ?? modules[y * size + x]!;
    return dark ? [20, 20, 20] : [255, 255, 255];
  });
}

async function attachFile(tx: Queryable, customerId: number, data: Buffer, now: Date): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.png`;
  await tx.query(
    `insert into files (customer_id, name, content_type, size, data, attached, created_at)
     values ($1, $2, 'image/png', $3, $4, true, $5)`,
    [customerId, name, data.length, data, now],
  );
  return fileUrl(name);
}

const COLOURS: readonly (readonly [Rgb, Rgb])[] = [
  [
    [104, 85, 236],
    [27, 8, 91],
  ],
  [
    [250, 173, 20],
    [212, 56, 13],
  ],
  [
    [82, 196, 26],
    [19, 82, 0],
  ],
  [
    [19, 194, 194],
    [0, 71, 79],
  ],
];

const DEMO: Record<
  string,
  { folders: [string, string | null][]; placement: Record<string, string>; pay: [string, string] }
> = {
  'admin@example.com': {
    folders: [
      ['Cafés', null],
      ['Retail', null],
      ['Seasonal', 'Retail'],
    ],
    placement: {
      'Coffee Corner': 'Cafés',
      'Tea House': 'Cafés',
      'Gift Shop': 'Retail',
      'Spring Pop-up': 'Seasonal',
    },
    pay: [
      '<p>Scan the QR code with your banking app and pay the <strong>total shown at checkout</strong>.</p><ul><li>Put your order number in the payment note.</li><li>Questions? Write to <a href="mailto:shop@example.com">shop@example.com</a>.</li></ul>',
      '<p>Thank you! Your payment is confirmed once we see it, usually <em>within one working day</em>.</p>',
    ],
  },
  'other@example.com': {
    folders: [['Stores', null]],
    placement: { 'Tokyo Store': 'Stores', 'Shanghai Store': 'Stores' },
    pay: ['<p>Pay by scanning the code.</p>', '<p>Thanks for your order.</p>'],
  },
};

/**
 * Folders, covers, QR codes and payment explanations for the demo shops' projects (the dashboard's rows, seeded by
 * the stats area). Idempotent: a shop with folders is left alone; runs under the schema lock like the other seeds.
 */
export async function seedPkgDemo(db: Db, now: Date = new Date()): Promise<void> {
  for (const [owner, demo] of Object.entries(DEMO)) {
    await db.transaction(async (tx) => {
      const shop = await shopToSeed(tx, owner, 'folders');
      if (!shop) return;
      const customerId = shop.customerId;
      const ids = new Map<string, number>();
      for (const [title, parent] of demo.folders) {
        const row = await tx.one<{ id: number }>(
          `insert into folders (customer_id, parent_id, title, created_at, updated_at) values ($1, $2, $3, $4, $4)
           returning id`,
          [customerId, parent ? ids.get(parent) : null, title, now],
        );
        ids.set(title, row!.id);
      }
      const projects = await tx.query<{ id: number; title: string; cover: string | null }>(
        'select id, title, cover from projects where customer_id = $1 order by id',
        [customerId],
      );
      for (const [index, project] of projects.entries()) {
        const colours = COLOURS[index % COLOURS.length]!;
        const coverUrl =
          project.cover ?? (await attachFile(tx, customerId, cover(colours[0], colours[1]), now));
        const qrUrl = await attachFile(tx, customerId, qrLike(customerId * 100 + index), now);
        const folder = demo.placement[project.title];
        await tx.query(
          `update projects set cover = $3, pay_url = $4, folder_id = $5, site_type = $6 where customer_id = $1 and id = $2`,
          [
            customerId,
            project.id,
            coverUrl,
            qrUrl,
            folder ? ids.get(folder) : null,
            ['design', 'mobile', 'desk'][index % 3],
          ],
        );
      }
      const shopQr = await attachFile(tx, customerId, qrLike(customerId), now);
      const logo = await attachFile(tx, customerId, cover([104, 85, 236], [250, 173, 20]), now);
      await tx.query(
        `update customers set pay_url = coalesce(pay_url, $2), pay_explain = $3, pay_complete_explain = $4,
                logo_url = coalesce(logo_url, $5),
                description = case when description = '' then $6 else description end,
                contact = case when contact = '' then $7 else contact end
          where id = $1`,
        [
          customerId,
          shopQr,
          sanitizeExplain(demo.pay[0]),
          sanitizeExplain(demo.pay[1]),
          logo,
          'Coffee, tea and gifts, made with care.',
          owner.replace(/^[^@]+/, 'shop'),
        ],
      );
    });
  }
}
