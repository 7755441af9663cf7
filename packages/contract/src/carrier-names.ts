/**
 * Japanese carriers as a Chinese reader knows them (issue 26 §6). Staff type the carrier of a seller's shipment as
 * the seller wrote it (ヤマト運輸, 佐川急便 …); members read the Chinese name with the Japanese beside it, so that
 * they can still match it against a tracking site. International parcels' carriers (EMS, DHL …) are Latin already.
 * No zod here: the order and parcel screens import it.
 */
const CARRIERS: readonly (readonly [RegExp, string])[] = [
  [/ヤマト|クロネコ|宅急便|ネコポス/, '大和运输'],
  [/佐川/, '佐川急便'],
  [/ゆうパック|ゆうパケット|ゆうメール|レターパック|クリックポスト|日本郵便|郵便|ゆうゆう/, '日本邮政'],
  [/西濃/, '西浓运输'],
  [/福山通運/, '福山通运'],
  [/日本通運|日通/, '日本通运'],
  [/名鉄運輸/, '名铁运输'],
  [/トナミ/, '砺波运输'],
  [/エコ配/, 'Eco配'],
];

/** The carrier as members read it: its Chinese name and the Japanese in brackets, or the name as written. */
export function carrierLabel(carrier: string): string {
  const name = carrier.trim();
  const hit = CARRIERS.find(([pattern]) => pattern.test(name));
  if (!hit || name === hit[1]) return name;
  return `${hit[1]}（${name}）`;
}

/** The carrier's Chinese name alone (notices and timelines: the tracking number stands beside it), or the name as written. */
export function carrierNameZh(carrier: string): string {
  const name = carrier.trim();
  return CARRIERS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
}
