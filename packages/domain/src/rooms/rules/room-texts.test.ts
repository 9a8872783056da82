import { describe, expect, it } from 'vitest';
import { activeFeatures, ruleLines, tabletUrlOf } from './room-texts';

describe('tabletUrlOf (spec §9: tablet host + code/{code})', () => {
  it.each([
    ['a host', 'https://tablet.roombook.test', 'abc123', 'https://tablet.roombook.test/code/abc123'],
    ['a host with a trailing slash', 'https://tablet.roombook.test/', 'abc123', 'https://tablet.roombook.test/code/abc123'],
    ['a host with a path', 'https://roombook.test/tablet', 'abc', 'https://roombook.test/tablet/code/abc'],
    ['a code that needs escaping', 'https://t.test', 'a b/c', 'https://t.test/code/a%20b%2Fc'],
  ])('%s', (_, host, code, expected) => {
    expect(tabletUrlOf(host, code)).toBe(expected);
  });
});

describe('ruleLines (spec §3: rules, one rule per line)', () => {
  it.each([
    ['one line', 'Be quiet', ['Be quiet']],
    ['Unix lines', 'One\nTwo\nThree', ['One', 'Two', 'Three']],
    ['Windows lines', 'One\r\nTwo', ['One', 'Two']],
    ['old Mac lines', 'One\rTwo', ['One', 'Two']],
    ['empty and blank lines skipped', '\nOne\n\n   \nTwo\n', ['One', 'Two']],
    ['surrounding spaces trimmed', '  One  \n\tTwo', ['One', 'Two']],
    ['nothing', '', []],
    ['only blank lines', ' \n \n', []],
  ])('%s', (_, rules, expected) => {
    expect(ruleLines(rules)).toEqual(expected);
  });
});

describe('activeFeatures (§2: only active features are shown)', () => {
  it('names the active features in the room’s order and leaves the inactive out', () => {
    const features = [
      { id: 1, name: 'Whiteboard', isActive: true },
      { id: 2, name: 'Fax', isActive: false },
      { id: 3, name: 'Projector', isActive: true },
    ];
    expect(activeFeatures({ features })).toEqual(['Whiteboard', 'Projector']);
    expect(activeFeatures({ features: [] })).toEqual([]);
  });
});
