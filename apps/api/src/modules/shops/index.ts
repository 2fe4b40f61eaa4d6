// What other modules may call of shops (.dependency-cruiser.cjs: a module's index is its public face).
export { averageRate, getShopForViewer, shopNotFound } from './shops.presenter.js';
export type { ShopTableRow } from './shops.repository.js';
export {
  markShopIdentityVerified,
  removeShop,
  requireOwnShop,
  setShopSuspended,
  shopOfUser,
} from './shops.service.js';
export {
  isFollowedBy,
  shopCardColumns,
  shopHiddenIds,
  shopShown,
  shopShownSql,
  shopShownTo,
} from './shops.sql.js';
