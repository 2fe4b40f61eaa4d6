// Discovery contract: request rules and response shapes of shops, products, publications.
// Multipart fields arrive as strings, hence the coercions.
import { z } from 'zod';
import { PRODUCT_SORTS } from './catalog-constants.js';
import { CATALOG_MSG as M } from './catalog-messages.js';
import { LIMITS, PAGES } from './constants.js';
import { decimalInt, intFromText } from './fields.js';
import { MSG } from './messages.js';
import { amountField, MONEY, MONEY_CEILING, MONEY_MSG, quantityField } from './money.js';
import { CURRENCY_CODES, UNITS } from './reference-data.js';

// ---------- rules ----------

/** Letters (accented included), digits, spaces and hyphens. */
export const SHOP_NAME = /^[\p{L}\p{N} -]+$/u;

export const CreateShopBody = z.object({
  shopName: z
    .string({ error: MSG.requiredFields })
    .trim()
    .min(1, MSG.requiredFields)
    .max(60, M.shopNameTooLong)
    .regex(SHOP_NAME, M.shopNameInvalid),
  biography: z
    .string({ error: MSG.requiredFields })
    .trim()
    .min(1, MSG.requiredFields)
    .max(LIMITS.biographyMax, M.biographyLength),
  /** The category: its id, or its name (the spec's client sends the category name as shopActivity). */
  shopActivity: z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired),
  adress: z.string().trim().max(120).optional(),
  deliveryDelay: z.string().trim().max(40).optional(),
});
export type CreateShopBody = z.infer<typeof CreateShopBody>;

/** Up to the product currency's maxPrice: checked where the currency is known (priceProblem). */
const priceField = amountField(0, MONEY_CEILING.maxPrice, M.productPriceInvalid);
const stockField = quantityField(0, MONEY.maxStock, M.productStockInvalid, MONEY_MSG.stockTooHigh);

/** Unit: the named value (PerUnit…) or its code 0–5; stored as the code. */
export const UnitField = z
  .union([z.enum(UNITS), intFromText().pipe(z.number().min(0).max(5))], {
    error: M.productUnitInvalid,
  })
  .transform((u) => (typeof u === 'number' ? u : UNITS.indexOf(u)));

export const CreateProductBody = z.object({
  productName: z
    .string({ error: M.productNameInvalid })
    .trim()
    .min(1, M.productNameInvalid)
    .max(LIMITS.productNameMax, M.productNameInvalid),
  productDescription: z
    .string()
    .trim()
    .max(LIMITS.productDescriptionMax, M.productDescriptionTooLong)
    .default(''),
  productPrice: priceField,
  productStock: stockField,
  /** One of the spec's currencies (and SLE); absent, the seller's devise (XOF for a Malian seller). */
  currency: z.enum(CURRENCY_CODES, { error: M.productCurrencyInvalid }).optional(),
  /** Defaults to the seller's shop category. */
  categoryId: z.string().trim().optional(),
  unit: UnitField.default(0),
});
export type CreateProductBody = z.infer<typeof CreateProductBody>;

export const UpdateStockBody = z.object({ productStock: stockField });

export const CreatePublicationBody = z.object({
  /** Cut to 300 characters; must not be empty after trimming. */
  publicationCaption: z
    .string({ error: M.publicationInvalid })
    .transform((c) => c.trim().slice(0, LIMITS.captionMax))
    .pipe(z.string().min(1, M.publicationInvalid)),
});

// Past MONEY_CEILING.maxPrice (2^53 included) a filter means 'above every price': kept just above it, exact.
const optionalPrice = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : decimalInt(v)),
    z
      .number()
      .int()
      .min(0)
      .or(z.number().min(MONEY_CEILING.maxPrice))
      .transform((n) => Math.min(n, MONEY_CEILING.maxPrice + 1))
      .optional(),
  )
  .catch(undefined);

/** GET /api/Product query: all optional; empty max = unlimited. `categoryIds` comma-separated. */
export const ProductListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  categoryIds: z.string().optional(),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  sort: z.enum(PRODUCT_SORTS).default('price_asc').catch('price_asc'),
  cursor: z.string().max(300).optional(),
  limit: intFromText().pipe(z.number().min(1).max(50)).default(24).catch(24),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** Keyset pages: `cursor` is opaque; pass back `nextCursor` for the next page. */
export const PageQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: intFromText().pipe(z.number().min(1).max(50)).default(PAGES.list).catch(PAGES.list),
});

// ---------- responses ----------

export const Category = z.object({ id: z.string(), categoryName: z.string() });
export type Category = z.infer<typeof Category>;

/** An image with its size, so pages reserve the space and pick a width (`srcset` from mediaSrcSet). */
export const Image = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type Image = z.infer<typeof Image>;

export const ShopOwner = z.object({
  id: z.string(),
  username: z.string(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
});

export const Rating = z.object({
  userId: z.string(),
  username: z.string(),
  rateNote: z.number(),
  rateReview: z.string().nullable(),
  createdAt: z.string(),
});

export const Shop = z.object({
  id: z.string(),
  userId: z.string(),
  shopName: z.string(),
  /** The category name. */
  shopActivity: z.string(),
  categoryId: z.string(),
  biography: z.string(),
  adress: z.string().nullable(),
  deliveryDelay: z.string().nullable(),
  coverImgUrl: z.string().nullable(),
  /** Average rating, one decimal; 0 without ratings. */
  rate: z.number(),
  rateCount: z.number(),
  /** Latest ratings (GET /api/Shop/{id} only; empty elsewhere). */
  rates: z.array(Rating),
  isIdentityVerified: z.boolean(),
  badgeVerification: z.boolean(),
  followerCount: z.number(),
  productCount: z.number(),
  publicationCount: z.number(),
  totalSelledProducts: z.number(),
  /** Trust signal: the shop's orders that ended Finished, and its disputes an operator decided against it
   * (the buyer refunded in whole or in part). */
  finishedOrders: z.number(),
  disputesLost: z.number(),
  shopLink: z.string(),
  owner: ShopOwner,
  /** Whether the connected viewer follows the shop (false for a guest). */
  isFollowed: z.boolean(),
  createdAt: z.string(),
});
export type Shop = z.infer<typeof Shop>;

export const ShopSearchResponse = z.object({ keyword: z.string(), total: z.number(), items: z.array(Shop) });

export const ProductShop = z.object({
  id: z.string(),
  userId: z.string(),
  shopName: z.string(),
  coverImgUrl: z.string().nullable(),
  isIdentityVerified: z.boolean(),
  followerCount: z.number(),
  rate: z.number(),
  rateCount: z.number(),
});

export const Product = z.object({
  id: z.string(),
  productName: z.string(),
  productDescription: z.string(),
  productPrice: z.number(),
  productStock: z.number(),
  /** Unit code: 0 unit, 1 kg, 2 litre, 3 metre, 4 dozen, 5 piece. */
  unit: z.number(),
  currency: z.string(),
  categoryId: z.string(),
  productCategory: z.string(),
  /** 640 px URLs (a placeholder URL when the product has none). */
  productImageUrls: z.array(z.string()),
  productImages: z.array(Image),
  totalPurchases: z.number(),
  isPublished: z.boolean(),
  productLink: z.string(),
  lienPartage: z.string(),
  createAt: z.string(),
  productShop: ProductShop,
});
export type Product = z.infer<typeof Product>;

export const ProductPage = z.object({ items: z.array(Product), nextCursor: z.string().nullable() });
export type ProductPage = z.infer<typeof ProductPage>;

export const PublicationShop = z.object({
  id: z.string(),
  userId: z.string(),
  shopName: z.string(),
  coverImgUrl: z.string().nullable(),
  isIdentityVerified: z.boolean(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  isFollowed: z.boolean(),
});

export const Publication = z.object({
  id: z.string(),
  publicationType: z.enum(['libre', 'produit']),
  publicationShop: PublicationShop,
  publicationProduct: Product.omit({ productShop: true }).nullable(),
  publicationCaption: z.string(),
  pubImageUrls: z.array(z.string()),
  pubImages: z.array(Image),
  thumbnailUrl: z.string().nullable(),
  likes: z.number(),
  shares: z.number(),
  totalComments: z.number(),
  /** Whether the connected viewer likes it (false for a guest). */
  isLiked: z.boolean(),
  createdAt: z.string(),
  shareUrl: z.string(),
});
export type Publication = z.infer<typeof Publication>;

export const PublicationPage = z.object({ items: z.array(Publication), nextCursor: z.string().nullable() });
export type PublicationPage = z.infer<typeof PublicationPage>;

export const LikeResponse = z.object({ isLiked: z.boolean(), likes: z.number() });
export const LikeStatusResponse = z.object({ liked: z.boolean(), likesCount: z.number() });
export const FollowResponse = z.object({
  isFollowed: z.boolean(),
  followerCount: z.number(),
  message: z.string(),
});
export const IsFollowedResponse = z.object({ isFollowed: z.boolean() });
export const PublishResponse = z.object({
  isPublished: z.boolean(),
  message: z.string(),
  publicationId: z.string(),
});

export type ShopSearchResponse = z.infer<typeof ShopSearchResponse>;
export type LikeResponse = z.infer<typeof LikeResponse>;
export type LikeStatusResponse = z.infer<typeof LikeStatusResponse>;
export type FollowResponse = z.infer<typeof FollowResponse>;
export type IsFollowedResponse = z.infer<typeof IsFollowedResponse>;
export type PublishResponse = z.infer<typeof PublishResponse>;

/** POST /api/Product/ajout (201). */
export const CreateProductResponse = z.object({ message: z.string(), product: Product });
export type CreateProductResponse = z.infer<typeof CreateProductResponse>;
/** PUT /api/Product/modifier/stock/{productId}. */
export const UpdateStockResponse = z.object({ message: z.string(), productStock: z.number() });
export type UpdateStockResponse = z.infer<typeof UpdateStockResponse>;

/** POST /api/Publication/creation (201): the free post as the feed shows it. */
export const CreatePublicationResponse = z.object({ message: z.string(), publication: Publication });
export type CreatePublicationResponse = z.infer<typeof CreatePublicationResponse>;
/** POST /api/Interraction/share/{id}: the publication's share count after this one. */
export const ShareResponse = z.object({ message: z.string(), shares: z.number() });
export type ShareResponse = z.infer<typeof ShareResponse>;

/** PUT /api/Shop/modifier/logo/me: the new logo URL (640 px WebP). */
export const UpdateLogoResponse = z.object({ message: z.string(), coverImgUrl: z.string() });
export type UpdateLogoResponse = z.infer<typeof UpdateLogoResponse>;
