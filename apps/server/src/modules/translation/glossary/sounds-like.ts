/**
 * Whether katakana and Latin letters write the same name, by their consonants (decisions 109 and 117). A loanword's
 * katakana keeps a name's consonants in order and adds vowels, so the two are compared by consonant classes:
 * voiced and voiceless alike (katakana often voices them), vowels left out, a letter repeated counted once.
 */
const KANA_CLASS = new Map<string, string>();
for (const [c, kana] of [
  ['K', 'カキクケコガギグゲゴ'],
  ['S', 'サシスセソザジズゼゾチツヂヅ'],
  ['T', 'タテトダデド'],
  ['N', 'ナニヌネノン'],
  ['B', 'フバビブベボパピプペポヴ'],
  ['M', 'マミムメモ'],
  ['Y', 'ヤユヨ'],
  ['R', 'ラリルレロ'],
  ['W', 'ワヲ'],
] as const)
  for (const k of kana) KANA_CLASS.set(k, c);
const LATIN_CLASS: Readonly<Record<string, string>> = {
  k: 'K',
  g: 'K',
  s: 'S',
  z: 'S',
  j: 'S',
  t: 'T',
  d: 'T',
  n: 'N',
  m: 'M',
  b: 'B',
  v: 'B',
  f: 'B',
  p: 'B',
  r: 'R',
  l: 'R',
  w: 'W',
  y: 'Y',
};

/** The katakana's consonant classes (ウィ, ウェ, ウォ as W; ン before a labial as M). */
export function kanaSkeleton(kana: string): string {
  let out = '';
  for (const k of kana.replace(/ウ(?=[ィェォ])/g, 'ワ').replace(/ン(?=[バビブベボパピプペポマミムメモ])/g, 'ム')) {
    const c = KANA_CLASS.get(k);
    if (c && out.at(-1) !== c) out += c;
  }
  return out;
}

/**
 * A Latin name's consonant classes, English spelling read roughly as Japanese hears it. `keepR`: an r after a
 * vowel counts (written ル, Airwolf → エアウルフ); without it, it is silent (star → スター).
 */
export function latinSkeleton(name: string, keepR: boolean): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/ph/g, 'f')
    .replace(/th/g, 'z')
    // ch before r or l is Greek k (Christian クリスチャン, Chrome クローム, Chloé クロエ); else ch as in チ.
    .replace(/ch(?=[rl])/g, 'k')
    .replace(/ch/g, 'j')
    .replace(/sh/g, 's')
    .replace(/tio/g, 'so')
    .replace(/ck/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/g(?=[eiy])/g, 'j')
    .replace(/[cq]/g, 'k');
  let out = '';
  for (let i = 0; i < s.length; i++) {
    let c: string | undefined = LATIN_CLASS[s[i] as string];
    const next = s[i + 1] ?? '';
    if ((s[i] === 'y' || s[i] === 'w') && !/[aeiou]/.test(next)) c = undefined;
    if (!keepR && s[i] === 'r' && !/[aeiouy]/.test(next)) c = undefined;
    // n before a labial is written ン and heard m, as the katakana side reads it (Christian Poell: クリスチャンポエル).
    if (s[i] === 'n' && /[bpm]/.test(next)) c = 'M';
    if (c && out.at(-1) !== c) out += c;
  }
  return out;
}

/** The length of the longest common subsequence of two skeletons. */
export function commonSubsequence(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = a[i - 1] === b[j - 1] ? d[i - 1]![j - 1]! + 1 : Math.max(d[i - 1]![j]!, d[i]![j - 1]!);
  return d[a.length]![b.length]!;
}

/** The least a seller's katakana and Latin spelling of one name share, of either's consonants, in order. */
const SAME_NAME = 0.85;
/** The fewest consonant classes a katakana name needs to be matched: shorter ones match too much. */
const MIN_CONSONANTS = 3;
/** The fewest Latin letters per katakana mora (ー, ッ and small kana aside) of one name written both ways. */
const MIN_LETTERS_PER_MORA = 0.75;
/** A word of a name: letters with a vowel, so that codes and initials (XJL, N) are never a name's sound. */
const NAME_WORD = /^(?=[^aeiouy]*[aeiouy])[a-z][a-z'’&.-]*$/i;

/**
 * Whether the katakana and the Latin words (one to four, as the seller wrote them) are one name written twice:
 * ナンバーナイン and NUMBER NINE, トルネードマート and TORNADO MART, エアマックス and AIR MAX. Same first consonant, and
 * at least 85% of both skeletons in common, in order.
 */
export function isSameName(kana: string, latinWords: readonly string[]): boolean {
  if (!latinWords.every((w) => NAME_WORD.test(w))) return false;
  // A name in Latin letters is not much shorter than its katakana's morae (the katakana adds vowels, not sounds):
  // XEL is not カーアクセサリー, though their consonants are the same three.
  const letters = latinWords.join('').replace(/[^a-z]/gi, '').length;
  if (letters < MIN_LETTERS_PER_MORA * kana.replace(/[ーッャュョァィゥェォ・]/g, '').length) return false;
  const a = kanaSkeleton(kana);
  if (a.length < MIN_CONSONANTS) return false;
  const latin = latinWords.join(' ');
  for (const keepR of [false, true]) {
    const b = latinSkeleton(latin, keepR);
    if (!b || a[0] !== b[0]) continue;
    const common = commonSubsequence(a, b);
    if (Math.min(common / a.length, common / b.length) >= SAME_NAME) return true;
  }
  return false;
}
