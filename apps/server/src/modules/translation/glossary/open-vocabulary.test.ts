import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { loadOpenVocabulary, parseOpenVocabulary } from './open-vocabulary';

const FILE = path.join(import.meta.dirname, 'open-vocabulary.tsv');
const vocabulary = loadOpenVocabulary();
/** Anime titles (decision 119): their Chinese titles may hold digits and Latin letters (银河铁道999, 龙珠Z). */
const works = parseOpenVocabulary(fs.readFileSync(path.join(import.meta.dirname, 'work-names.tsv'), 'utf8'));

describe('open-data vocabulary (JMdict/EDICT + CC-CEDICT + OpenCC, decision 080)', () => {
  it('is read once per process', () => {
    expect(loadOpenVocabulary()).toBe(vocabulary);
  });

  it('renders loanwords and kanji words as a Chinese shopper reads them', () => {
    const expected: [ja: string, zh: string][] = [
      ['万年筆', '钢笔'],
      ['ヘアピン', '发卡'],
      ['手紙', '信'],
      ['新聞', '报纸'],
      ['腕時計', '手表'],
      ['水着', '泳衣'],
      ['カメラ', '相机'],
      ['鉛筆', '铅笔'],
      ['筆', '笔'],
      ['ボールペン', '圆珠笔'],
      ['手袋', '手套'],
      ['スニーカー', '运动鞋'],
      ['ネックレス', '项链'],
      ['ぬいぐるみ', '毛绒玩具'],
      ['消しゴム', '橡皮擦'],
      ['帽子', '帽子'],
      ['買う', '买'],
    ];
    for (const [ja, zh] of expected) expect([ja, vocabulary.get(ja)]).toEqual([ja, zh]);
  });

  it('never gives a false friend its Chinese look-alike', () => {
    const lookAlikes: [ja: string, wrong: string][] = [
      ['手紙', '手纸'], // letter, not toilet paper
      ['新聞', '新闻'], // newspaper, not news
      ['勉強', '勉强'], // study, not reluctantly
      ['汽車', '汽车'], // steam train, not car
      ['娘', '娘'], // daughter, not mother
      ['丈夫', '丈夫'], // sturdy, not husband
      ['大丈夫', '大丈夫'], // all right, not a manly man
      ['留守', '留守'], // away from home, not to stay behind
      ['愛人', '爱人'], // lover, not spouse
      ['東西', '东西'], // east and west, not thing
      ['告訴', '告诉'], // legal complaint, not to tell
      ['鍵', '键'], // key of a lock, not of a keyboard
      ['検討', '检讨'], // examination, not self-criticism
      ['かに座', '癌症'], // Cancer the constellation, not the disease
      ['みばえ', '果蝇'], // mostly 見栄え (appearance), not only 実蠅 (fruit fly)
    ];
    for (const [ja, wrong] of lookAlikes) expect([ja, vocabulary.get(ja)]).not.toEqual([ja, wrong]);
  });

  it('reads a verb the pivot leaves out through its kanji, and never its kana spelling by that (decision 118)', () => {
    for (const [ja, zh] of [
      ['集まる', '集'],
      ['震える', '震'],
      ['壊れる', '坏'],
      ['引き起こす', '引起'],
      ['古い', '古'],
    ])
      expect([ja, vocabulary.get(ja)]).toEqual([ja, zh]);
    // やめる is 止める (stop) and 辞める (resign); ふるい is 古い and 篩 (a sieve): no one reading speaks for the kana.
    for (const ja of ['やめる', 'ふるい', 'ゆする']) expect([ja, vocabulary.get(ja)]).toEqual([ja, undefined]);
    // A phrase or a noun made a verb is not its kanji (理由をつける, 死にかける, 春めく); a look-alike that differs stays out.
    for (const ja of ['理由をつける', '死にかける', '春めく', '取り決める'])
      expect([ja, vocabulary.get(ja)]).toEqual([ja, undefined]);
  });

  it('gives common loanwords that tie on one English word the tied Chinese word used most (decision 106)', () => {
    // Left out before as ambiguous (several CEDICT words share the English) or as one thin gloss.
    const expected: [ja: string, zh: string][] = [
      ['ガソリン', '汽油'],
      ['カーペット', '地毯'],
      ['リスク', '风险'],
      ['ビーフ', '牛肉'],
      ['ヘルメット', '头盔'],
      ['スカート', '裙子'],
      ['ソファー', '沙发'],
      ['ポスター', '海报'],
      ['レインコート', '雨衣'],
      // not (P) in JMdict, but nouns of IPADIC, the analyser's dictionary (decision 118)
      ['イルカ', '海豚'],
      ['コンテンツ', '内容'],
      ['カッターシャツ', '衬衫'],
      ['バネ', '弹簧'],
    ];
    for (const [ja, zh] of expected) expect([ja, vocabulary.get(ja)]).toEqual([ja, zh]);
  });

  it('leaves out every frequency pick an eye check turned down (scripts/vocabulary-frequency-rejected.tsv)', () => {
    const rejected = fs
      .readFileSync(path.join(import.meta.dirname, '../../../../../../scripts/vocabulary-frequency-rejected.tsv'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t')[0] ?? '');
    expect(rejected.length).toBeGreaterThan(500);
    // クリーム is not 精英 (the elite), アイス not 坚冰, ユニフォーム not 划一, ラバー not 情人, レース not 种族.
    for (const ja of ['クリーム', 'アイス', 'ユニフォーム', 'ラバー', 'レース']) expect(rejected).toContain(ja);
    expect(rejected.filter((ja) => vocabulary.has(ja))).toEqual([]);
  });

  it('keys are NFKC with Latin lower-cased; no single kana, no short hiragana, no Latin-only keys', () => {
    const bad = [...vocabulary.keys()].filter(
      (key) =>
        key !== key.normalize('NFKC') ||
        /[A-Z]/.test(key) ||
        /^[\x20-\x7e]+$/.test(key) ||
        /^[\u3040-\u30ff]$/.test(key) ||
        /^[\u3041-\u309f]{1,2}$/.test(key),
    );
    expect(vocabulary.has('あり')).toBe(false); // "there is" in titles (傷あり), never 蚁 the ant
    expect(bad).toEqual([]);
  });

  it('every value is non-empty Simplified Chinese (OpenCC t→cn leaves it unchanged)', () => {
    const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
    const bad: string[] = [];
    for (const [ja, zh] of vocabulary) {
      // Names of makers and works are in Latin letters (decision 109, name-vocabulary.test.ts).
      if (vocabulary.wholeWordOnly.has(ja)) continue;
      // A character's official name may end in one Latin capital (ミミッキュ 谜拟Q).
      const chinese = vocabulary.pokemon.first.has(ja)
        ? /^\p{Script=Han}+[A-Z]?$/u
        : works.get(ja) === zh
          ? /^\p{Script=Han}[\p{Script=Han}0-9A-Za-z]*$/u
          : /^\p{Script=Han}+$/u;
      if (!chinese.test(zh) || toSimplified(zh) !== zh) bad.push(`${ja}\t${zh}`);
    }
    expect(bad).toEqual([]);
  });

  it('stays within its size bounds', () => {
    expect(vocabulary.size).toBeGreaterThan(30_000);
    expect(vocabulary.size).toBeLessThan(150_000);
    expect(fs.statSync(FILE).size).toBeLessThan(3 * 1024 * 1024);
  });

  it('parses comments, blank lines and a last line without a newline', () => {
    const map = parseOpenVocabulary('# header\tignored\n\n万年筆\t钢笔\nヘアピン\t发卡');
    expect([...map]).toEqual([
      ['万年筆', '钢笔'],
      ['ヘアピン', '发卡'],
    ]);
  });
});
