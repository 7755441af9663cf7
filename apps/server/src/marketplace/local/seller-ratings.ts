import type { SellersTable } from '../../db/tables/catalog';
import type { MarketRating } from '../marketplace';
import { brandSeed, buildCategories, makeTitle } from './catalog-generator';
import { hashString, intBetween, mulberry32, pick } from './random';
import { BAD_COMMENTS, GOOD_COMMENTS, NORMAL_COMMENTS } from './vocabulary/people';

/**
 * A seller's rating history, generated on read from the seller's counts: rating i (0 = newest) is a
 * pure function of the seller and i. Bad and normal ratings are spread evenly through the history, so
 * the counts of each kind are exactly the seller's.
 */

type Kind = 'good' | 'normal' | 'bad';
const AVERAGE_GAP_MS = 2 * 24 * 60 * 60 * 1000;

/** Index in the whole history of the j-th rating of a kind spread evenly over `total`. */
const spreadIndex = (j: number, count: number, total: number, phase: number) => Math.floor(((j + phase) * total) / count);

function isAt(i: number, count: number, total: number, phase: number): boolean {
  if (count === 0) return false;
  const j = Math.floor((i * count) / total);
  for (const k of [j - 1, j, j + 1]) if (k >= 0 && k < count && spreadIndex(k, count, total, phase) === i) return true;
  return false;
}

function kindAt(seller: SellersTable, i: number): Kind {
  const total = seller.rating_good + seller.rating_normal + seller.rating_bad;
  if (isAt(i, seller.rating_bad, total, 0.5)) return 'bad';
  if (isAt(i, seller.rating_normal, total, 0.25)) return 'normal';
  return 'good';
}

const leaves = buildCategories().leaves;

function ratingAt(seller: SellersTable, i: number, kind: Kind): MarketRating {
  const rng = mulberry32(hashString(`${seller.id}#${i}`));
  const leaf = pick(rng, leaves);
  const brandId = leaf.brands && rng() < 0.7 ? leaf.brands.pick(rng) : null;
  const comments = kind === 'good' ? GOOD_COMMENTS : kind === 'normal' ? NORMAL_COMMENTS : BAD_COMMENTS;
  const letters = 'abcdefghijkmnopqrstuvwxyz';
  const rater = `${letters[intBetween(rng, 0, 24)]}***${letters[intBetween(rng, 0, 24)]}`;
  return {
    ratingId: `${seller.id}-${i + 1}`,
    kind,
    comment: pick(rng, comments),
    rater,
    itemTitle: makeTitle(rng, leaf.seed, brandSeed(brandId), intBetween(rng, 0, 5)),
    createdAt: seller.last_rating_at - Math.round((i + rng() * 0.9) * AVERAGE_GAP_MS),
  };
}

export function sellerRatings(
  seller: SellersTable,
  kind: Kind | undefined,
  offset: number,
  limit: number,
): { list: MarketRating[]; total: number } {
  const total = seller.rating_good + seller.rating_normal + seller.rating_bad;
  if (!kind) {
    const list: MarketRating[] = [];
    for (let i = offset; i < Math.min(total, offset + limit); i++) list.push(ratingAt(seller, i, kindAt(seller, i)));
    return { list, total };
  }
  if (kind === 'good') {
    // Good ratings are the rest: walk the history skipping the others.
    const list: MarketRating[] = [];
    let seen = 0;
    for (let i = 0; i < total && list.length < limit; i++) {
      if (kindAt(seller, i) !== 'good') continue;
      if (seen++ >= offset) list.push(ratingAt(seller, i, 'good'));
    }
    return { list, total: seller.rating_good };
  }
  const count = kind === 'bad' ? seller.rating_bad : seller.rating_normal;
  const phase = kind === 'bad' ? 0.5 : 0.25;
  const list: MarketRating[] = [];
  for (let j = offset; j < Math.min(count, offset + limit); j++)
    list.push(ratingAt(seller, spreadIndex(j, count, total, phase), kind));
  return { list, total: count };
}
