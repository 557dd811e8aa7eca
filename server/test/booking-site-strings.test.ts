import { describe, expect, it } from 'vitest';
import { plural, portalStrings } from '../src/modules/booking/site/strings.js';

describe('public site strings', () => {
  it('counts places with the language plural rules: "1 place left", "2 places left", Chinese alike', () => {
    const en = portalStrings('en').strings;
    expect(plural(en, 'en', 'slotPlaces', 1, { time: '11:00', left: 1 })).toBe('11:00 (1 place left)');
    expect(plural(en, 'en', 'slotPlaces', 2, { time: '11:00', left: 2 })).toBe('11:00 (2 places left)');
    const zh = portalStrings('zh').strings;
    expect(plural(zh, 'zh', 'slotPlaces', 1, { time: '11:00', left: 1 })).toBe('11:00（剩余 1 个名额）');
    expect(plural(zh, 'zh', 'slotPlaces', 5, { time: '11:00', left: 5 })).toBe('11:00（剩余 5 个名额）');
  });
});
