import { describe, expect, it } from 'vitest';
import type { MarketBrand, MarketCategory } from '../../marketplace/marketplace';
import { similarQuery, titleWords } from './sold-similarity';

const coach: MarketBrand = {
  brandId: 7,
  name: 'コーチ',
  nameEn: 'COACH',
  nameZh: '蔻驰',
  initial: 'C',
  popularity: 80,
  aliases: ['Coach'],
};
const category = (categoryId: number, parentId: number, name: string): MarketCategory => ({
  categoryId,
  parentId,
  name,
  nameZh: name,
  depth: 1,
  path: name,
  pathZh: name,
  isLeaf: false,
  childCount: 0,
  hot: 0,
});
const PATH = [
  category(10_000, 0, 'ファッション'),
  category(10_100, 10_000, 'バッグ'),
  category(10_101, 10_100, 'ショルダーバッグ'),
];

describe('similar closed auctions: the title words (decision 090)', () => {
  it('keeps content words in order, drops noise, numbers and brackets, and puts the brand first', () => {
    expect(titleWords('【美品】 シグネチャー COACH ブラック ショルダーバッグ 送料無料 2024', [coach])).toEqual([
      'COACH',
      'シグネチャー',
      'ブラック',
      'ショルダーバッグ',
    ]);
  });

  it('joins the analyser runs of nouns and unknown words, and cuts at particles', () => {
    const words = titleWords('遊戯王 マジシャン・オブ・ブラックカオス 初期 ウルトラレア PSA8 鑑定品 他多数出品中');
    expect(words.slice(0, 5)).toEqual(['遊戯王', 'マジシャン・オブ・ブラックカオス', '初期', 'ウルトラレア', 'PSA8']);
    // ウルトラレア keeps its レア: noise is whole words only; 出品中 boilerplate is dropped.
    expect(words).not.toContain('出品中');
    expect(words).not.toContain('多数出品中');
  });

  it('strips a noise word stuck to a content word, and a chunk that is only noise', () => {
    expect(titleWords('美品ショルダーバッグ ジャンク 1円スタート')).toEqual(['ショルダーバッグ']);
    expect(titleWords('【送料無料】【即決】')).toEqual([]);
  });
});

describe('similar closed auctions: the scopes', () => {
  const item = {
    title: '【美品】 COACH シグネチャー ブラック ショルダーバッグ',
    categoryId: 10_101,
    condition: 'like_new' as const,
  };

  it('相同款: three words, the own category, the same condition', () => {
    expect(similarQuery(item, PATH, [coach], 'narrow')).toEqual({
      words: ['COACH', 'シグネチャー', 'ブラック'],
      groups: [['COACH', 'コーチ'], ['シグネチャー'], ['ブラック']],
      category: PATH[2],
      condition: 'like_new',
    });
  });

  it('同类: the first word (the brand), the own category, any condition', () => {
    expect(similarQuery(item, PATH, [coach], 'default')).toEqual({
      words: ['COACH'],
      groups: [['COACH', 'コーチ']],
      category: PATH[2],
      condition: null,
    });
  });

  it('更宽: one word in the parent category; a root item searches everywhere', () => {
    expect(similarQuery(item, PATH, [coach], 'wide')).toMatchObject({ words: ['COACH'], category: PATH[1], condition: null });
    expect(similarQuery({ ...item, categoryId: 10_000 }, PATH.slice(0, 1), [coach], 'wide').category).toBeNull();
  });

  it('a brand written twice (COACH コーチ) counts as one word', () => {
    const twice = { ...item, title: 'COACH コーチ シグネチャー ショルダーバッグ' };
    expect(similarQuery(twice, PATH, [coach], 'narrow').words).toEqual(['COACH', 'シグネチャー', 'ショルダーバッグ']);
  });
});
