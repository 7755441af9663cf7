import type { MarketCategory } from '../../marketplace/marketplace';
import type { ChineseReader } from './chinese-reader';

/**
 * Kana mark a name as Japanese. A name of kanji or Latin letters alone (家具, 香水, CD) is left as it is: the
 * simulator's Chinese names are often the same characters, and such a name reads the same to a member.
 */
const KANA = /[\u3041-\u3096\u30a1-\u30fa\u30fc\uff66-\uff9f]/;
const CJK = /[\u3400-\u9fff\uff08\uff09\u3001]/;

/** A list as last named, per reader: the names asked for and the list they gave. */
interface Named {
  missing: MarketCategory[];
  texts: string[];
  list: MarketCategory[];
}
const named = new WeakMap<ChineseReader, WeakMap<readonly MarketCategory[], Named>>();

/** A category has no Chinese of its own when the marketplace gave its Japanese name as the Chinese one. */
const lacksChinese = (c: MarketCategory) => c.nameZh === c.name && KANA.test(c.name);

/**
 * The keyword gloss joins its words with ' · ' (a title's reading aid); a category name reads as one phrase:
 * the separator goes between two Chinese words, a space stays between Latin ones.
 */
export function asCategoryName(text: string): string {
  return text.replace(/ · /g, (_, offset: number, whole: string) =>
    CJK.test(whole[offset - 1] ?? '') || CJK.test(whole[offset + 3] ?? '') ? '' : ' ',
  );
}

/**
 * The marketplace's categories as members read them (decision 082): a category the marketplace has no Chinese
 * name for (Yahoo mode: the levels below the roots not in the name table) is named by the ChineseReader, as
 * titles are (a correction, the provider, else the gloss), and every path's Chinese is rebuilt from the names.
 * The local simulator names every category in Chinese: its list comes back as it was.
 */
export async function categoriesInChinese(
  reader: ChineseReader,
  categories: readonly MarketCategory[],
): Promise<MarketCategory[]> {
  let lists = named.get(reader);
  if (!lists) {
    lists = new WeakMap();
    named.set(reader, lists);
  }
  const kept = lists.get(categories);
  const missing = kept?.missing ?? categories.filter(lacksChinese);
  if (!missing.length) return categories as MarketCategory[];
  // Asked every time (the reader remembers each text): an operator's correction shows as it does on titles.
  const zh = await reader.titles(missing.map((c) => c.name));
  const texts = zh.map((t) => {
    const text = t.text.trim();
    return t.kind === 'gloss' ? asCategoryName(text) : text;
  });
  if (kept?.texts.every((t, i) => t === texts[i])) return kept.list;
  const list = withNames(categories, missing, texts);
  lists.set(categories, { missing, texts, list });
  return list;
}

/** The list with the missing names given (an empty answer keeps the Japanese) and every Chinese path rebuilt. */
function withNames(categories: readonly MarketCategory[], missing: MarketCategory[], texts: string[]): MarketCategory[] {
  const nameZh = new Map(categories.map((c) => [c.categoryId, c.nameZh]));
  missing.forEach((c, i) => {
    if (texts[i]) nameZh.set(c.categoryId, texts[i]);
  });
  const byId = new Map(categories.map((c) => [c.categoryId, c]));
  const pathZh = (c: MarketCategory): string => {
    const names: string[] = [];
    for (let n: MarketCategory | undefined = c; n && names.length < 12; n = byId.get(n.parentId))
      names.unshift(nameZh.get(n.categoryId) ?? n.nameZh);
    return names.join(' > ');
  };
  return categories.map((c) => ({ ...c, nameZh: nameZh.get(c.categoryId) ?? c.nameZh, pathZh: pathZh(c) }));
}

/** The marketplace's category tree with every name in Chinese: what the catalogue's services read. */
export async function listCategoriesInChinese(deps: {
  marketplace: { listCategories(): Promise<MarketCategory[]> };
  reader: ChineseReader;
}): Promise<MarketCategory[]> {
  return categoriesInChinese(deps.reader, await deps.marketplace.listCategories());
}
