import { describe, expect, it } from 'vitest';
import { descriptionSummaryHtml, reviewSummaryText, summariseDescription } from './listing-summary';

const asRecord = (text: string) => Object.fromEntries(summariseDescription(text).map((l) => [l.label, l.values]));

describe('the summary of a description without a provider (decision 077)', () => {
  it('reads condition, operation, accessories, environment, shipping and terms under their labels', () => {
    const facts = asRecord(
      '目立った傷や汚れはありません。動作確認済みです。付属品：箱、説明書。ペット・喫煙者はいません。送料無料、ゆうパックで発送します。ノークレーム・ノーリターンでお願いします。',
    );
    expect(facts).toEqual({
      状态: ['无明显划痕或污渍'],
      动作: ['卖家确认可正常使用'],
      附件: ['说明书', '盒子'],
      环境: ['无吸烟环境', '无宠物'],
      运费: ['卖家承担日本国内运费'],
      发货方式: ['邮政包裹（ゆうパック）'],
      须知: ['不接受投诉和退货（ノークレーム・ノーリターン）'],
    });
  });

  it('reads defects and what is missing, and says an unchecked item is unchecked', () => {
    const facts = asRecord(
      '中古品のため使用感があります。小傷、スレがございます。箱なし、本体のみの出品です。動作未確認のジャンク品として出品します。送料は落札者様負担、着払いでお願いします。神経質な方はご遠慮ください。',
    );
    expect(facts.状态).toEqual(['二手', '有使用痕迹', '按故障品（ジャンク）出售，不保证可用']);
    expect(facts.提到的瑕疵).toEqual(['划痕、磨损']);
    expect(facts.动作).toEqual(['未确认能否正常使用']);
    expect(facts.缺少).toEqual(['盒子', '附件（仅主体）']);
    expect(facts.运费).toEqual(['买家承担日本国内运费']);
    expect(facts.附件).toBeUndefined();
  });

  it('never turns a denial or a precaution into a defect, nor 未使用に近い into 未使用', () => {
    const facts = asRecord('傷防止のため丁寧に梱包します。傷や汚れはございません。状態：未使用に近い');
    expect(facts.提到的瑕疵).toBeUndefined();
    expect(facts.状态).toEqual(['无明显划痕或污渍', '近乎全新']);
  });

  it('reads a real seller’s terms (a graded card on Yahoo! Auctions)', () => {
    const facts = asRecord(
      'ARS鑑定様より高評価のGrade10をいただきました。商品の特性上、返品・返金対応は致しません。発送中の事故等の責任はおえません。',
    );
    expect(facts.须知).toEqual(['不接受退货', '运输途中的事故卖家不负责']);
  });

  it('says plainly what it is, in Chinese only, and that nothing was read when nothing was', () => {
    const html = descriptionSummaryHtml('美品です。送料無料。');
    expect(html).toMatch(/^<p>要点摘要：.*不是完整翻译/);
    expect(html).toContain('<li><strong>状态</strong>：品相好（美品）</li>');
    expect(descriptionSummaryHtml('よろしくお願いします。')).toMatch(/^<p>未能从卖家原文中读出要点/);
  });
});

describe('the summary of a review', () => {
  it('names what the review says of the trade', () => {
    expect(
      reviewSummaryText('迅速丁寧なお取引ありがとうございました。商品も説明通りでした。またの機会があればよろしくお願いします。'),
    ).toBe('评价要点：交易迅速、沟通周到、与描述相符、愿意再次交易');
    expect(reviewSummaryText('商品が届きません。連絡も取れない。')).toBe('评价要点：提到未收到货或联系不上');
    expect(reviewSummaryText('')).toBe('');
  });
});
