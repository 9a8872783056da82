import { describe, expect, it } from 'vitest';
import { byFirstName } from './by-first-name';

const person = (name: string) => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { firstName, lastName };
};

describe('byFirstName: the users list order', () => {
  it.each([
    { name: 'by first name', names: ['Ulla User', 'Anders Admin', 'Mads Manager'], sorted: ['Anders Admin', 'Mads Manager', 'Ulla User'] },
    { name: 'the same first name: by last name', names: ['Ida Kristensen', 'Ida Holm'], sorted: ['Ida Holm', 'Ida Kristensen'] },
    { name: 'case does not split names apart', names: ['bo Berg', 'Anders Admin', 'Clara Juhl'], sorted: ['Anders Admin', 'bo Berg', 'Clara Juhl'] },
    { name: 'the same name keeps its order', names: ['Ida Holm', 'Ida Holm'], sorted: ['Ida Holm', 'Ida Holm'] },
    {
      name: 'Danish: Æ, Ø and Å after Z',
      names: ['Åse Holm', 'Ærø Berg', 'Øjvind Lund', 'Zack Juhl', 'Anders Admin'],
      sorted: ['Anders Admin', 'Zack Juhl', 'Ærø Berg', 'Øjvind Lund', 'Åse Holm'],
    },
    { name: 'Danish last names too', names: ['Ida Østergaard', 'Ida Zeuthen', 'Ida Aagaard'], sorted: ['Ida Aagaard', 'Ida Zeuthen', 'Ida Østergaard'] },
  ])('$name', ({ names, sorted }) => {
    expect(names.map(person).sort(byFirstName).map((p) => `${p.firstName} ${p.lastName}`)).toEqual(sorted);
  });
});
