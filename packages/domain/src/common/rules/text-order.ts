/**
 * The one order of texts a person reads in lists (ADR 023's one locale, Danish): the Danish alphabet, so Æ, Ø
 * and Å come after Z in that order (and Ä, Ö, Ü sort as Æ, Ø, Y); numbers in a text by value ('Room 9' before
 * 'Room 10'); case and accents aside ('ida' with 'Ida', 'Émile' with 'Emile').
 *
 * Intl's Danish collation also reads 'aa' as the old spelling of 'å', which would put Aarhus after every other
 * name; a combining grapheme joiner (U+034F, which collation ignores but which breaks the contraction, as
 * Unicode intends it) between the two letters keeps them two a's.
 */
const collator = new Intl.Collator('da', { numeric: true, sensitivity: 'base' });

const DOUBLE_A = /a(?=a)/giu;
const apartAa = (text: string) => (text.length > 1 && /aa/iu.test(text) ? text.replace(DOUBLE_A, (letter) => `${letter}\u034F`) : text);

/** Compares two texts in the order above: negative, zero or positive, for `Array.prototype.sort`. */
export const compareText = (a: string, b: string): number => collator.compare(apartAa(a), apartAa(b));
