import { describe, expect, it } from 'vitest';
import { toJapaneseKanji } from '../../../lib/kanji-forms';
import { generatedMarketBrands } from '../../../marketplace/local/market-brand';
import { buildDictionary, normalizeKeyword } from '../../translation/glossary/dictionary';
import { expandKeyword, searchGroups, searchVocabulary, wholeWordTerms } from './query-expansion';

const brands = generatedMarketBrands();
const dictionary = buildDictionary(brands);
const terms = (keyword: string) => expandKeyword(keyword, dictionary).map((g) => g.terms);

describe('Chinese → Japanese query expansion', () => {
  it('knows the issue’s examples', () => {
    expect(terms('钱包')[0]).toContain('財布');
    expect(terms('手表')[0]).toContain('腕時計');
    expect(terms('相机')[0]).toContain('カメラ');
    expect(terms('路易威登')[0]).toEqual(expect.arrayContaining(['ルイヴィトン', 'LOUIS VUITTON', 'ヴィトン']));
  });

  it('finds the titles a Chinese word of the keyword gloss was glossed from (the gloss read backwards)', () => {
    // 已确认可用 and 有盒 are what members read in glosses, not shopping words of zh-ja-terms.ts.
    expect(terms('已确认可用')[0]).toEqual(expect.arrayContaining(['動作確認済み', '動作確認済']));
    expect(terms('有盒')[0]).toContain('箱あり');
    // A shopping word keeps its own equivalents first.
    expect(terms('手表')[0]?.[0]).toBe('腕時計');
  });

  it('widens a kind to what titles name (衣服, 卡牌, 电脑) and sends no form found inside other words (书 is not 本)', () => {
    // Decision 119: clothing titles name the garment (ニット, パーカー), rarely 服; card titles the game (ポケカ, 遊戯王).
    expect(terms('衣服')[0]).toEqual(expect.arrayContaining(['服', 'シャツ', 'ジャケット', 'パンツ', 'ワンピース', 'ニット']));
    expect(terms('卡牌')[0]).toEqual(expect.arrayContaining(['カード', 'トレカ', 'ポケカ', '遊戯王']));
    expect(terms('电脑')[0]).toEqual(expect.arrayContaining(['パソコン', 'PC', 'MacBook']));
    // 本 is in 日本, 本体 and 本革: a search for books must not find Japanese-made goods.
    expect(terms('书')[0]).toEqual(expect.arrayContaining(['書籍', '単行本', '文庫']));
    expect(terms('书')[0]).not.toContain('本');
    expect(terms('书籍')[0]).not.toContain('本');
  });

  it('sends no form of another sense (decision 120: a reader’s audit of the dictionary)', () => {
    // ラック is inside ブラック (black), 帯 inside 携帯 and 帯付き; ブロワー is a blower, ベスト a vest.
    expect(terms('腰带')[0]).toContain('ベルト');
    expect(terms('腰带')[0]).not.toContain('帯');
    expect(terms('机架').flat()).not.toContain('ラック');
    expect(terms('吹风机')[0]).toContain('ドライヤー');
    expect(terms('吹风机')[0]).not.toContain('ブロワー');
    expect(terms('精选').flat()).not.toContain('ベスト');
    expect(terms('背心')[0]).toContain('ベスト');
  });

  it('keeps Japanese and Latin words as typed, and expands brand spellings both ways', () => {
    expect(terms('バッグ')).toEqual([['バッグ']]);
    expect(terms('ルイヴィトン')[0]).toEqual(expect.arrayContaining(['ルイヴィトン', 'LOUIS VUITTON']));
    expect(terms('rolex')[0]).toEqual(expect.arrayContaining(['ロレックス', 'ROLEX']));
    expect(terms('劳力士 水鬼')).toEqual([expect.arrayContaining(['ロレックス']), expect.arrayContaining(['サブマリーナ'])]);
  });

  it('keeps a Chinese word that is also Japanese (香水, 和服) but not one that is not (钱包)', () => {
    expect(terms('香水')[0]).toContain('香水');
    expect(terms('和服')[0]).toEqual(expect.arrayContaining(['着物', '和服']));
    expect(terms('钱包')[0]).not.toContain('钱包');
  });

  it('segments Chinese without spaces by the longest known words', () => {
    const groups = expandKeyword('香奈儿链条包', dictionary);
    expect(groups.map((g) => g.word)).toEqual(['香奈儿', '链条包']);
    expect(groups[0].terms).toContain('シャネル');
  });

  it('falls back to Japanese kanji forms for unknown Chinese', () => {
    expect(toJapaneseKanji('时计')).toBe('時計');
    expect(toJapaneseKanji('铸铁锅')).toBe('鋳鉄鍋');
    expect(terms('时计')[0]).toContain('時計');
  });

  it('normalises full-width text, control characters and broken surrogates', () => {
    expect(normalizeKeyword('  ＲＯＬＥＸ\u0000  ｶﾒﾗ ')).toBe('ROLEX カメラ');
    expect(normalizeKeyword('\ud800x')).toBe('\ufffdx');
  });

  it('searches the shortest spellings only (a longer one containing a shorter is implied)', () => {
    const groups = searchGroups(expandKeyword('路易威登', dictionary));
    expect(groups[0]).toContain('ヴィトン');
    expect(groups[0]).not.toContain('ルイヴィトン');
  });

  it('searches katakana brand spellings found inside other words as whole words only (decision 121)', () => {
    const { wholeWords } = searchVocabulary(dictionary);
    // デル is in モデル, ピン (PING) in ショッピング, リコー in シリコーン, バリー (BALLY) in バーバリー.
    for (const spelling of ['デル', 'ピン', 'リコー', 'バリー']) expect(wholeWords).toContain(spelling);
    // Spellings no known word holds, or holds only where they lead a compound of their own (セガサターン).
    for (const spelling of ['ヴィトン', 'ルイヴィトン', 'ナイキ', 'セガ', 'ポケモン', 'ソニー'])
      expect(wholeWords).not.toContain(spelling);
    const groups = searchGroups(expandKeyword('戴尔 笔记本电脑', dictionary), wholeWords);
    expect(groups[0]).toContain('デル');
    expect(wholeWordTerms(groups, wholeWords)).toEqual(['デル']);
    // Short Latin words are whole words wherever they are searched (PC, not in SRPC-0013; 3DS and PS5 hold digits).
    expect(
      wholeWordTerms(
        [
          ['PC', 'パソコン'],
          ['3DS', 'LEE', 'MacBook'],
        ],
        wholeWords,
      ),
    ).toEqual(['pc', 'lee']);
  });

  it('keeps a longer spelling beside a shorter one searched as a whole word', () => {
    const group = { word: 'x', terms: ['ピンキー', 'ピン'] };
    expect(searchGroups([group], new Set(['ピン']))[0]).toEqual(['ピンキー', 'ピン']);
    expect(searchGroups([group])[0]).toEqual(['ピン']);
  });

  it('leaves Japanese kanji words whole and as typed (初期, 遊戯王, 中古美品)', () => {
    expect(expandKeyword('遊戯王 PSA 初期', dictionary)).toEqual([
      { word: '遊戯王', terms: ['遊戯王'] },
      { word: 'PSA', terms: ['PSA'] },
      { word: '初期', terms: ['初期'] },
    ]);
    expect(terms('中古美品')).toEqual([['中古美品']]);
  });

  it('never cuts a Chinese phrase into single characters that are each required', () => {
    expect(expandKeyword('男士新款手表', dictionary).map((g) => g.word)).toEqual(['男士', '手表']);
    expect(expandKeyword('钥匙扣', dictionary).map((g) => g.word)).toEqual(['钥匙扣']);
    expect(expandKeyword('古董茶具', dictionary).map((g) => g.word)).toEqual(['古董', '茶具']);
  });

  it('reads traditional characters as simplified (手錶 → 手表, 相機 → 相机)', () => {
    expect(terms('手錶')[0]).toEqual(expect.arrayContaining(['腕時計', '時計', 'ウォッチ']));
    expect(terms('相機')[0]).toContain('カメラ');
  });

  it('searches the words as typed with exact', () => {
    expect(expandKeyword('手表 钢笔', dictionary, { exact: true })).toEqual([
      { word: '手表', terms: ['手表'] },
      { word: '钢笔', terms: ['钢笔'] },
    ]);
  });

  it('covers the generator vocabulary with hundreds of entries', () => {
    expect(dictionary.zhToJa.size).toBeGreaterThan(600);
    expect(dictionary.brands.size).toBeGreaterThan(600);
  });
});
