import { describe, expect, it } from 'vitest';
import { isItemId, itemIdFromText } from './item-id';

describe('isItemId', () => {
  it.each(['1234567', '1234567890', 'x1234567', 'b1234567890'])('accepts %s', (id) => {
    expect(isItemId(id)).toBe(true);
  });
  it.each(['', '123456', '12345678901', 'X1234567', 'ab1234567', '1234567a', ' 1234567', 'バッグ'])('refuses %j', (id) => {
    expect(isItemId(id)).toBe(false);
  });
});

describe('itemIdFromText (paste a link)', () => {
  it.each([
    ['s1238539612', 's1238539612'],
    [' 1239234527 ', '1239234527'],
    ['https://page.auctions.yahoo.co.jp/jp/auction/s1238539612', 's1238539612'],
    ['https://auctions.yahoo.co.jp/jp/auction/m1238496717', 'm1238496717'],
    ['https://auctions.yahoo.co.jp/jp/auction/1239234527?sc_i=auc_sp_srp', '1239234527'],
    ['http://page.auctions.yahoo.co.jp/jp/auction/n1235105710/', 'n1235105710'],
    ['https://page.auctions.yahoo.co.jp/sp/auction/e1239514318#desc', 'e1239514318'],
    ['page.auctions.yahoo.co.jp/jp/auction/S1238539612', 's1238539612'],
    ['https://auctions.yahoo.co.jp/jp/show/qanda?aID=s1238539612', 's1238539612'],
  ])('finds the item in %j', (text, id) => {
    expect(itemIdFromText(text)).toBe(id);
  });

  it.each([
    '',
    'バッグ',
    'https://auctions.yahoo.co.jp/',
    'https://auctions.yahoo.co.jp/seller/53dyMh3Xwd4Q1vD5ShkF6HM4pNEic',
    'https://evil.example/jp/auction/s1238539612',
    'https://auctions.yahoo.co.jp.evil.example/jp/auction/s1238539612',
    'https://page.auctions.yahoo.co.jp/jp/auction/s12385396123',
    'javascript:alert(1)//auctions.yahoo.co.jp/jp/auction/s1238539612',
    'ルイヴィトン https://page.auctions.yahoo.co.jp/jp/auction/s1238539612',
  ])('finds none in %j', (text) => {
    expect(itemIdFromText(text)).toBeNull();
  });
});
