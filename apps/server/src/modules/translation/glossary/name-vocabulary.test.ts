import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossTitle } from './glossary-translator';
import { loadOpenVocabulary, parseOpenVocabulary } from './open-vocabulary';
import { testGlossary } from './test-glossary';

/**
 * Names of makers, products, organisations and works from JMnedict in their Latin form (name-vocabulary.tsv,
 * built by scripts/build-name-vocabulary.mjs; decision 109): read only where no other source has a word, and
 * only as whole words.
 */
const names = parseOpenVocabulary(readFileSync(new URL('./name-vocabulary.tsv', import.meta.url), 'utf8'));
const gloss = (title: string) => glossTitle(title, testGlossary());

describe('names from JMnedict (decision 109)', () => {
  it('is a list of katakana keys and Latin (or CC-CEDICT Chinese) names, none of them rejected by the eye check', () => {
    expect(names.size).toBeGreaterThan(800);
    const rejected = readFileSync(new URL('../../../../../../scripts/name-vocabulary-rejected.tsv', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split('\t').slice(0, 2).join('\t'));
    expect(rejected.length).toBeGreaterThan(0);
    for (const line of rejected) {
      const [key, value] = line.split('\t') as [string, string];
      expect(names.get(key), key).not.toBe(value);
    }
    for (const [ja, name] of names) {
      expect(ja, ja).toMatch(/^[\u30a1-\u30fa\u30fc]{3,}$/);
      if (/^\p{Script=Han}+$/u.test(name)) continue; // a Chinese name from CC-CEDICT (tested below)
      expect(name, ja).toMatch(/^[\p{Script=Latin}0-9 .,'’&!?:+\-/]+$/u);
      expect(name, ja).toMatch(/[A-Z0-9]/);
      expect(name, ja).not.toMatch(/[\s,&]$/);
    }
  });

  it('glosses makers and products no other source knows by their Latin names', () => {
    expect(gloss('アイレム ファミコン')).toBe('Irem · 红白机');
    expect(gloss('ハリボー グミ')).toContain('Haribo');
    expect(gloss('マンシングウエア ポロシャツ')).toBe('Munsingwear · Polo衫');
    expect(gloss('マンシングウェア')).toBe('Munsingwear'); // another spelling of the same name
    expect(gloss('ハンティングワールド バッグ')).toBe('Hunting World · 包');
    expect(gloss('タリーズ タンブラー')).toBe("Tully's · 随行杯");
    expect(gloss('ロシニョール スキー')).toContain('Rossignol');
  });

  it('gives the Chinese name only where CC-CEDICT is certain of it', () => {
    expect(gloss('ボルボ ミニカー')).toContain('沃尔沃');
    expect(gloss('ヤクルト')).toBe('养乐多');
    expect(gloss('マインクラフト')).toBe('我的世界'); // Minecraft's official Chinese name
    // CC-CEDICT's 伊藤 is also a surname, its 强生 also Johnson: the Latin name stays.
    expect(names.get('イトーヨーカドー')).toBe('Ito-Yokado');
    expect(names.get('ジョンソンエンドジョンソン')).toBe('Johnson & Johnson');
    // Its 黑命贵 is a sarcastic nickname, turned down by eye.
    expect(names.get('ブラックライヴズマター')).toBe('Black Lives Matter');
  });

  it('lets every other source win: a maker the glossary already names keeps its Chinese name', () => {
    expect(names.get('ソニー')).toBe('Sony');
    expect(gloss('ソニー ウォークマン')).toBe('索尼 · 随身听');
    expect(gloss('セイコーウオッチ')).toBe('精工 · 手表'); // known pieces: no gap for the name
  });

  it('never reads an ordinary word as a company (ライオン, キリン, アスク are companies too)', () => {
    for (const word of ['ライオン', 'キリン', 'アスク', 'アップル']) expect(names.has(word), word).toBe(false);
    expect(gloss('ライオン ぬいぐるみ')).toBe('狮子 · 毛绒玩具');
    expect(gloss('キリン ビール')).toBe('长颈鹿 · 啤酒');
    // A run of known words reads as those words, not as the team (JMnedict: White Sox).
    expect(gloss('ホワイトソックス')).toBe('白色 · 袜子');
  });

  it('leaves out names that are also people or places, and works named by other words', () => {
    // トムジョンズ: a book in JMnedict (The History of Tom Jones), a singer in a record listing.
    expect(names.has('トムジョンズ')).toBe(false);
    // ストリートファイター: a film released as Hard Times in JMnedict; the game in a listing.
    expect(names.has('ストリートファイター')).toBe(false);
    expect(gloss('ストリートファイター')).not.toContain('Hard Times');
    expect(names.has('ザモンスター')).toBe(false); // Vice Squad
  });

  it('never reads a name as a piece of a longer katakana word', () => {
    expect(loadOpenVocabulary().wholeWordOnly.has('スターバックス')).toBe(true);
    expect(gloss('スターバックス')).toBe('Starbucks');
    expect(gloss('スターバックスタンブラー')).not.toContain('Starbucks');
    expect(gloss('ハリボーグミ')).not.toContain('Haribo');
    expect(gloss('タンブラースターバックス')).not.toContain('Starbucks');
  });
});
