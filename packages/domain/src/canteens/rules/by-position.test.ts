import { describe, expect, it } from 'vitest';
import { byPosition } from './by-position';

const item = (id: number, name: string, position: number) => ({ id, name, position });

describe('byPosition: the canteen items order', () => {
  it.each([
    { name: 'by position, not by name or id', items: [item(1, 'Coffee', 3), item(2, 'Bun', 1), item(3, 'Apple', 2)], sorted: [2, 3, 1] },
    { name: 'position 10 after 9 (numbers, not text)', items: [item(1, 'Tea', 10), item(2, 'Cake', 9)], sorted: [2, 1] },
    { name: 'a shared position: by name, case aside', items: [item(1, 'soup', 1), item(2, 'Salad', 1), item(3, 'Bread', 1)], sorted: [3, 2, 1] },
    { name: 'a shared position and name: by id', items: [item(7, 'Coffee', 1), item(4, 'Coffee', 1)], sorted: [4, 7] },
    { name: 'position 0 comes first', items: [item(1, 'Water', 1), item(2, 'Special', 0)], sorted: [2, 1] },
  ])('$name', ({ items, sorted }) => {
    expect([...items].sort(byPosition).map((i) => i.id)).toEqual(sorted);
  });
});
