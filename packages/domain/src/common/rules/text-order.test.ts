import { describe, expect, it } from 'vitest';
import { compareText } from './text-order';

describe('compareText: the Danish order of texts in lists', () => {
  it.each([
    { name: 'Æ, Ø and Å after Z, in that order', texts: ['Åse', 'Ærø', 'Øjvind', 'Zack', 'Anders'], sorted: ['Anders', 'Zack', 'Ærø', 'Øjvind', 'Åse'] },
    { name: 'lower-case æ, ø, å too', texts: ['åse', 'ærø', 'øjvind', 'zack'], sorted: ['zack', 'ærø', 'øjvind', 'åse'] },
    { name: 'after every Z word, not between them', texts: ['Ærø', 'Zzz', 'Zyx'], sorted: ['Zyx', 'Zzz', 'Ærø'] },
    { name: "'Aa' stays two a's: Aarhus among the A's", texts: ['Åbenrå', 'Abe', 'Aarhus', 'Anders'], sorted: ['Aarhus', 'Abe', 'Anders', 'Åbenrå'] },
    { name: 'Ä and Ö as Æ and Ø', texts: ['Öberg', 'Zola', 'Äbel', 'Ørsted'], sorted: ['Zola', 'Äbel', 'Öberg', 'Ørsted'] },
    { name: 'numbers by value', texts: ['Room 10', 'Room 9', 'Room 1'], sorted: ['Room 1', 'Room 9', 'Room 10'] },
    { name: 'case aside', texts: ['bo', 'Anders', 'Clara'], sorted: ['Anders', 'bo', 'Clara'] },
  ])('$name', ({ texts, sorted }) => {
    expect([...texts].sort(compareText)).toEqual(sorted);
  });

  it.each([
    ['ida', 'Ida'],
    ['Émile', 'Emile'],
    ['ØSTERBRO', 'østerbro'],
  ])('%s and %s are equal', (a, b) => {
    expect(compareText(a, b)).toBe(0);
  });
});
