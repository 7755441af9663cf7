/** A member's favourites (with a snapshot of the item when added) and seller relations. */
export interface FavoritesTable {
  user_id: number;
  item_id: string;
  /** JSON snapshot: title, image, price, seller, end time at the moment of adding. */
  snapshot: string;
  /** The item's last known end time (epoch ms), for the auction-ending reminder; null for rows added before it existed. */
  end_time: number | null;
  created_at: number;
}

export interface SellerFollowsTable {
  user_id: number;
  seller_id: string;
  created_at: number;
}

export interface SellerBlacklistTable {
  user_id: number;
  seller_id: string;
  created_at: number;
}

export interface MemberRelationTables {
  favorites: FavoritesTable;
  seller_follows: SellerFollowsTable;
  seller_blacklist: SellerBlacklistTable;
}
