import { randomInt } from 'node:crypto';
import { encodePng } from '../../platform/png.js';

/** No 0/O, 1/I/L: characters people cannot confuse. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CAPTCHA_LENGTH = 4;

/** A 5x7 bitmap font for the alphabet above ('#' = ink). */
const FONT: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
export const IMAGE_WIDTH = 140;
export const IMAGE_HEIGHT = 48;
const SCALE = 4;

export function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

/** A width x height RGB canvas. */
class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  fill(rgb: readonly [number, number, number]): void {
    for (let i = 0; i < this.pixels.length; i += 3) this.pixels.set(rgb, i);
  }

  set(x: number, y: number, rgb: readonly [number, number, number]): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(rgb, (py * this.width + px) * 3);
  }

  line(x0: number, y0: number, x1: number, y1: number, rgb: readonly [number, number, number]): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++) {
      this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, rgb);
    }
  }
}

type Rgb = [number, number, number];
const between = (min: number, max: number): number => min + randomInt(max - min + 1);
const darkColor = (): Rgb => [between(10, 110), between(10, 110), between(40, 140)];
const midColor = (): Rgb => [between(90, 190), between(90, 190), between(90, 190)];

/** Draws the answer: scaled glyphs with per-glyph offset and slant, crossed by noise lines and dots. */
export function renderCaptcha(answer: string): Canvas {
  const canvas = new Canvas(IMAGE_WIDTH, IMAGE_HEIGHT);
  canvas.fill([between(225, 250), between(225, 250), between(225, 250)]);

  for (let i = 0; i < 120; i++) canvas.set(randomInt(IMAGE_WIDTH), randomInt(IMAGE_HEIGHT), midColor());

  const cell = (IMAGE_WIDTH - 16) / answer.length;
  [...answer].forEach((char, index) => {
    const glyph = FONT[char];
    if (!glyph) throw new Error(`No glyph for ${char}`);
    const color = darkColor();
    const originX = 8 + index * cell + (cell - GLYPH_WIDTH * SCALE) / 2 + between(-3, 3);
    const originY = (IMAGE_HEIGHT - GLYPH_HEIGHT * SCALE) / 2 + between(-5, 5);
    const slant = between(-5, 5) / 10; // up to 1 canvas pixel of sideways shift per glyph row
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
        if (row[gx] !== '#') continue;
        const x0 = originX + gx * SCALE + (gy - GLYPH_HEIGHT / 2) * slant * 2;
        const y0 = originY + gy * SCALE;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) canvas.set(x0 + dx, y0 + dy, color);
      }
    });
  });

  for (let i = 0; i < 5; i++) {
    const color = i < 2 ? darkColor() : midColor();
    canvas.line(
      randomInt(IMAGE_WIDTH),
      randomInt(IMAGE_HEIGHT),
      randomInt(IMAGE_WIDTH),
      randomInt(IMAGE_HEIGHT),
      color,
    );
  }
  for (let i = 0; i < 80; i++) canvas.set(randomInt(IMAGE_WIDTH), randomInt(IMAGE_HEIGHT), darkColor());
  return canvas;
}

/** The image of `answer` as a `data:image/png;base64,...` URL. */
export function captchaDataUrl(answer: string): string {
  return `data:image/png;base64,${encodePng(renderCaptcha(answer)).toString('base64')}`;
}
