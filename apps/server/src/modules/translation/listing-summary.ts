/**
 * What a buyer needs from a seller's description or review, read from the Japanese and said in Chinese, when no
 * translation provider answers (decision 077). Not a translation: a short list of facts under fixed labels —
 * condition and defects, accessories present or missing, whether it was checked to work, smoking and pets,
 * shipping and who pays, and the seller's terms (ノークレーム・ノーリターン …). Only what a phrase states plainly is
 * read; everything else stays in the original beside it. Negations are read with their word ("傷や汚れはありません"
 * is 无明显划痕或污渍, never 划痕).
 */

import { ITEM_CONDITION_LABELS } from '@daigou/contract';

/** Yahoo's own condition grades (未使用に近い …), longest first: read whole, before any word inside them. */
const CONDITION_GRADES = Object.values(ITEM_CONDITION_LABELS)
  // 新品 alone is an ordinary word, read with the other phrases (新品未使用 is 未使用, not two grades).
  .filter((grade) => grade.ja.length > 2)
  .sort((a, b) => b.ja.length - a.ja.length);

/** One labelled line of a summary. */
export interface SummaryLine {
  label: string;
  values: string[];
}

/** What follows a word to say it is not there. */
const ABSENT =
  '(?:は|も|が)?(?:特に)?(?:なし|無し|ナシ|ない|無い|ありません|ございません|ございませ|見当たりません|ないです|ありませんでした)';
/** What follows a thing to say it comes with the item. */
const PRESENT =
  '(?:も|が)?(?:付き|付|つき|あり|有り|付属(?:します|しています)?|同梱(?:します|いたします)?|お付けします|ございます|入り)';

/** Defects a seller names: the word and what it is in Chinese. */
const DEFECTS: [RegExp, string][] = [
  [/(?:小|細かい|細かな|擦り)?(?:傷|キズ|きず)/, '划痕'],
  [/汚れ|よごれ/, '污渍'],
  [/スレ|擦れ|すれ/, '磨损'],
  [/ヤケ|日焼け|焼け/, '晒痕/泛黄'],
  [/シミ|しみ/, '斑渍'],
  [/黄ばみ/, '发黄'],
  [/欠け/, '缺角'],
  [/割れ|ヒビ|ひび/, '裂痕'],
  [/凹み|へこみ|打痕/, '凹痕'],
  [/変色/, '变色'],
  [/色あせ|色褪せ|退色/, '褪色'],
  [/ほつれ/, '脱线'],
  [/毛玉/, '起球'],
  [/剥がれ|はがれ/, '剥落'],
  [/錆|サビ/, '锈迹'],
  [/カビ/, '霉斑'],
  [/ベタつき|ベタ付き|べたつき/, '发黏'],
  [/臭い|ニオイ|におい|匂い/, '异味'],
  [/破れ/, '破损'],
  [/折れ|折り目/, '折痕'],
  [/ドット抜け/, '坏点'],
];

/** Things that may come with an item. */
const ACCESSORIES: [string, string][] = [
  ['取扱説明書', '说明书'],
  ['取り扱い説明書', '说明书'],
  ['説明書', '说明书'],
  ['取説', '说明书'],
  ['保証書', '保修卡'],
  ['ギャランティカード', '保卡'],
  ['ギャランティ', '保卡'],
  ['外箱', '外盒'],
  ['元箱', '原盒'],
  ['化粧箱', '外盒'],
  ['箱', '盒子'],
  ['充電器', '充电器'],
  ['ACアダプター', '电源适配器'],
  ['アダプター', '适配器'],
  ['USBケーブル', '数据线'],
  ['ケーブル', '线缆'],
  ['リモコン', '遥控器'],
  ['保存袋', '防尘袋'],
  ['レシート', '购物小票'],
  ['バッテリー', '电池'],
  ['電池', '电池'],
  ['レンズキャップ', '镜头盖'],
  ['ストラップ', '挂绳'],
  ['冊子', '小册子'],
  ['特典', '特典'],
  ['帯', '书腰'],
  ['付属品', '附件'],
];

/** Shipping services a seller names. */
const SHIPPING_METHODS: [RegExp, string][] = [
  [/ゆうパック/, '邮政包裹（ゆうパック）'],
  [/ゆうパケット/, '邮政小包（ゆうパケット）'],
  [/ゆうメール/, '邮政印刷品（ゆうメール）'],
  [/レターパック/, '邮政信封包（レターパック）'],
  [/クリックポスト/, '邮政小包（クリックポスト）'],
  [/ネコポス/, '黑猫小包（ネコポス）'],
  [/宅急便|ヤマト運輸/, '大和宅急便'],
  [/佐川/, '佐川急便'],
  [/西濃/, '西浓运输'],
  [/定形外/, '定形外邮件'],
  [/普通郵便/, '普通邮件'],
  [/匿名配送/, '匿名发货'],
];

/** Whole phrases and what they say. */
const PHRASES: { label: string; pattern: RegExp; value: string }[] = [
  // Condition, stated whole.
  { label: '状态', pattern: /未開封/, value: '未拆封' },
  { label: '状态', pattern: /新品(?!同様)/, value: '新品' },
  { label: '状态', pattern: /新品同様|新品同然/, value: '近乎全新' },
  { label: '状态', pattern: /未使用(?!に近い)/, value: '未使用' },
  { label: '状态', pattern: /美品/, value: '品相好（美品）' },
  { label: '状态', pattern: /中古/, value: '二手' },
  { label: '状态', pattern: /使用感(?:が|は)?(?:あり|あります|ございます|有り)/, value: '有使用痕迹' },
  { label: '状态', pattern: /使用感(?:は|も)?(?:少な|ほとんど(?:なく|ありません|ない))/, value: '使用痕迹少' },
  {
    label: '状态',
    pattern:
      /(?:目立[つった]+|大きな)?(?:傷|キズ)(?:や|・|、)?(?:汚れ)?(?:は|も)?(?:なく|なし|無し|ありません|ございません|ない)/,
    value: '无明显划痕或污渍',
  },
  { label: '状态', pattern: /ジャンク/, value: '按故障品（ジャンク）出售，不保证可用' },
  { label: '状态', pattern: /現状(?:品|渡し|でのお渡し)/, value: '按现状出售' },
  { label: '状态', pattern: /素人保管/, value: '个人保管（非专业存放）' },
  {
    label: '状态',
    pattern: /(?:PSA|BGS|ARS|CGC)\s*(?:鑑定|10|9|8)|鑑定品/,
    value: '有专业评级鉴定（PSA/BGS/ARS 等，等级见原文）',
  },
  { label: '状态', pattern: /(?:大切に|丁寧に)保管/, value: '卖家称妥善保管' },
  // Operation.
  {
    label: '动作',
    pattern:
      /動作(?:確認)?(?:未確認|は未確認|確認(?:は)?(?:して|でき)(?:いません|おりません|ません|ていません|ておりません))|未チェック/,
    value: '未确认能否正常使用',
  },
  {
    label: '动作',
    pattern:
      /動作(?:確認済|確認しました|確認OK|OK|良好|品)|正常に動作|問題なく(?:動作|使用|使え)|動作に問題(?:は)?(?:なし|ありません|ない)/,
    value: '卖家确认可正常使用',
  },
  { label: '动作', pattern: /通電(?:確認済|確認しました|確認のみ|のみ確認|OK)/, value: '仅确认可通电' },
  // Smoking and pets.
  {
    label: '环境',
    pattern:
      /(?:喫煙者|タバコを吸う人|喫煙)(?:・|や|、)?(?:ペット)?(?:は|も)?(?:いません|おりません|なし|無し|いない)|非喫煙|禁煙環境|喫煙環境(?:では)?(?:ありません|ない)/,
    value: '无吸烟环境',
  },
  {
    label: '环境',
    pattern: /ペット(?:・|や|、)?(?:喫煙者)?(?:は|も)?(?:いません|おりません|なし|無し|いない|飼っていません|飼育していません)/,
    value: '无宠物',
  },
  { label: '环境', pattern: /喫煙者(?:が|の)?(?:いる|います|おります)|喫煙環境(?:です|での保管|で保管)/, value: '有吸烟环境' },
  {
    label: '环境',
    pattern: /ペット(?:を)?(?:飼って(?:いる|います|おります)|飼育(?:中|しています))|ペット(?:が|の)?(?:いる|います|おります)/,
    value: '有宠物',
  },
  // Shipping and who pays.
  { label: '运费', pattern: /送料(?:無料|込み|込|(?:は)?[:：\s]*(?:出品者|当方)(?:の)?負担)/, value: '卖家承担日本国内运费' },
  {
    label: '运费',
    pattern: /送料(?:は)?[:：\s]*(?:落札者|落札者様|購入者|購入者様)(?:の)?(?:ご)?負担|着払い|送料別/,
    value: '买家承担日本国内运费',
  },
  { label: '发货', pattern: /即日発送|当日発送/, value: '当天发货' },
  // The seller's terms.
  {
    label: '须知',
    pattern: /ノークレーム[・\s]*ノーリターン|NC\s*NR|ノークレーム/i,
    value: '不接受投诉和退货（ノークレーム・ノーリターン）',
  },
  {
    label: '须知',
    pattern:
      /返品(?:[・、]?返金)?(?:対応)?(?:は)?(?:不可|できません|致しません|いたしません|お受けできません|受け付けておりません|お断り)/,
    value: '不接受退货',
  },
  {
    label: '须知',
    pattern:
      /(?:発送|配送|輸送)中?の?(?:事故|破損|紛失)[^。]{0,12}(?:責任|補償)[^。]{0,6}(?:負えません|おえません|負いかねます|できません|致しかねます|いたしかねます)/,
    value: '运输途中的事故卖家不负责',
  },
  { label: '须知', pattern: /神経質な方|完璧を求める方|完品を求める方/, value: '介意者请勿出价' },
  { label: '须知', pattern: /同梱(?:は)?(?:不可|できません|お断り)/, value: '不可与其他商品合并发货' },
  { label: '须知', pattern: /同梱(?:は)?(?:可|可能|いたします|OK)/, value: '可与其他商品合并发货' },
  { label: '须知', pattern: /値下げ(?:は)?(?:不可|できません|お断り|致しかねます)/, value: '不议价' },
  {
    label: '须知',
    pattern: /写真(?:に|で)?(?:写っている|写っている物|写っているもの|のもの|の物)(?:が|で)?(?:全て|すべて)/,
    value: '以照片中的物品为准',
  },
  {
    label: '须知',
    pattern: /(?:評価|新規)(?:の)?(?:悪い|少ない|の)?方(?:の入札)?(?:は)?(?:お断り|ご遠慮|削除)/,
    value: '卖家可能取消评价差或新账户的出价',
  },
];

/** Review phrases and what they say about the trade. */
const REVIEW_PHRASES: [RegExp, string][] = [
  [/迅速|スムーズ|早い|速い|早く|速く|素早い/, '交易迅速'],
  [/完璧|大満足|満足/, '满意'],
  [/丁寧(?:な|に)?(?:梱包|包装)|梱包(?:も|が)?丁寧/, '包装仔细'],
  [/丁寧(?:な|に)?(?:ご|お)?(?:対応|取引)|対応(?:も|が)?丁寧/, '沟通周到'],
  [/説明通り|説明どおり|記載通り|写真通り|イメージ通り/, '与描述相符'],
  [/(?:とても|大変|非常に)?(?:良い|よい|素晴らしい)(?:取引|出品者|商品)/, '好评'],
  [/また(?:の)?機会(?:が)?あれば|またよろしく|またお願い/, '愿意再次交易'],
  [/安心(?:して)?(?:取引|お取引)/, '交易放心'],
  [/届きません|届かない|未着|連絡(?:が)?(?:取れ|つか)ない/, '提到未收到货或联系不上'],
  [/説明(?:と)?(?:違|異な)|記載(?:と)?(?:違|異な)|写真と(?:違|異な)/, '提到与描述不符'],
  [/破損|壊れて/, '提到到货损坏'],
];

const NEGATED_AFTER = new RegExp(`^[^。！!\\n]{0,6}?${ABSENT}`);

function sentencesOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/[。！!？?\n]+|(?<=[）)】」])\s+|\s{2,}|※|■|●|◆|★|☆|◎|◇|□|▼|▽/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The defects a sentence names without denying them (傷あり, 小傷がございます — not 傷はありません). */
function defectsIn(sentence: string): string[] {
  const found: string[] = [];
  for (const [word, zh] of DEFECTS) {
    const pattern = new RegExp(word.source, 'g');
    for (const match of sentence.matchAll(pattern)) {
      const after = sentence.slice((match.index ?? 0) + match[0].length);
      // "傷や汚れはありません" denies both: a defect followed (through や・、) by another and then a negation.
      const denied = NEGATED_AFTER.test(after.replace(/^(?:[や・、と]\S{1,4}?)+/, ''));
      const guard = /防止|対策|保護|予防|防ぐ|ないよう/.test(after.slice(0, 6));
      if (!denied && !guard && !found.includes(zh)) found.push(zh);
    }
  }
  return found;
}

function accessoriesIn(sentence: string): { present: string[]; missing: string[] } {
  const present: string[] = [];
  const missing: string[] = [];
  let rest = sentence;
  for (const [ja, zh] of ACCESSORIES) {
    let index = rest.indexOf(ja);
    while (index >= 0) {
      const after = rest.slice(index + ja.length);
      if (
        new RegExp(
          `^(?:等|など|類)?${ABSENT}|^(?:等|など|類)?(?:は)?(?:欠品|付きません|付属しません|ついていません|付いていません|ございません)`,
        ).test(after)
      ) {
        if (!missing.includes(zh)) missing.push(zh);
      } else if (new RegExp(`^(?:等|など|類)?${PRESENT}`).test(after) || /付属品[:：]/.test(sentence)) {
        if (!present.includes(zh) && zh !== '附件') present.push(zh);
      }
      // Longer names first: blank this one out so 箱 is not read again inside 外箱.
      rest = `${rest.slice(0, index)}${'＿'.repeat(ja.length)}${after}`;
      index = rest.indexOf(ja);
    }
  }
  if (/本体のみ/.test(sentence) && !missing.includes('附件')) missing.push('附件（仅主体）');
  return { present, missing };
}

/** A description's facts, in the order a buyer asks for them. Empty when nothing was read plainly. */
export function summariseDescription(text: string): SummaryLine[] {
  const lines = new Map<string, string[]>();
  const add = (label: string, value: string) => {
    const list = lines.get(label) ?? [];
    if (!list.includes(value)) list.push(value);
    lines.set(label, list);
  };
  for (const whole of sentencesOf(text)) {
    let sentence = whole;
    for (const grade of CONDITION_GRADES)
      if (sentence.includes(grade.ja)) {
        add('状态', grade.zh);
        sentence = sentence.split(grade.ja).join('／');
      }
    for (const { label, pattern, value } of PHRASES) if (pattern.test(sentence)) add(label, value);
    const defects = defectsIn(sentence);
    if (defects.length) add('提到的瑕疵', defects.join('、'));
    const { present, missing } = accessoriesIn(sentence);
    for (const a of present) add('附件', a);
    for (const a of missing) add('缺少', a);
    for (const [pattern, zh] of SHIPPING_METHODS) if (pattern.test(sentence)) add('发货方式', zh);
  }
  // "Used" says less than "unused" or "new" where both appear (未使用の中古品 is rare; 中古 then is the truth).
  const state = lines.get('状态');
  if (state?.includes('未使用') && state.includes('新品')) state.splice(state.indexOf('新品'), 1);
  const accessories = lines.get('附件');
  const missing = lines.get('缺少');
  if (accessories && missing)
    lines.set(
      '附件',
      accessories.filter((a) => !missing.includes(a)),
    );
  const order = ['状态', '提到的瑕疵', '动作', '附件', '缺少', '环境', '运费', '发货方式', '发货', '须知'];
  return order.filter((label) => lines.get(label)?.length).map((label) => ({ label, values: lines.get(label) as string[] }));
}

/** A review's gist: what it says of the trade, or nothing when it says nothing plainly. */
export function summariseReview(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, zh] of REVIEW_PHRASES) if (pattern.test(text) && !found.includes(zh)) found.push(zh);
  return found;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The note every summary carries: what it is, and where the rest is. */
export const SUMMARY_NOTE = '要点摘要：根据卖家原文整理的关键信息，不是完整翻译，详情请看下方原文。';
export const EMPTY_SUMMARY_NOTE = '未能从卖家原文中读出要点，请看下方原文，或在订单留言中询问客服。';

/** A description's summary as the HTML members read (sanitised again by the caller). */
export function descriptionSummaryHtml(text: string): string {
  const lines = summariseDescription(text);
  if (!lines.length) return `<p>${EMPTY_SUMMARY_NOTE}</p>`;
  const items = lines.map((l) => `<li><strong>${escapeHtml(l.label)}</strong>：${l.values.map(escapeHtml).join('；')}</li>`);
  return `<p>${SUMMARY_NOTE}</p><ul>${items.join('')}</ul>`;
}

/** A review's summary as one line members read ('' for an empty review). */
export function reviewSummaryText(text: string): string {
  if (!text.trim()) return '';
  const gist = summariseReview(text);
  return gist.length ? `评价要点：${gist.join('、')}` : '评价要点：未能读出，请看原文';
}
