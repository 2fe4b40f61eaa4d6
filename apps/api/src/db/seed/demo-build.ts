// Turns the demo content into rows: people, shops, products, publications, then interactions drawn by a
// seeded generator (same data on every machine), then every counter computed from those rows.
import type { StoredImage } from '../../media/media.js';
import { addConsoleQueues } from './demo-console.js';
import {
  COMMENTS,
  DEMO_BUYERS,
  DEMO_CLIENT,
  DEMO_OPERATOR,
  DEMO_SELLER,
  DEMO_SHOPS,
  type DemoPerson,
  parseProducts,
  REPLIES,
  REVIEWS,
} from './demo-data.js';
import { computeCounters, demoNotifications } from './demo-derived.js';
import { addOrders, DEMO_BALANCE } from './demo-orders.js';
import { logoRef, postRef, productRef } from './demo-pictures.js';
import {
  type CommentRow,
  type DemoRows,
  demoTools,
  HOUR,
  type ProductRow,
  type PublicationRow,
  type ShopRow,
  type UserRow,
} from './demo-tools.js';

export interface BuildInput {
  now: Date;
  categoryIds: ReadonlyMap<string, string>;
  passwordHash: string;
  pinHash: string;
  images: ReadonlyMap<string, StoredImage>;
}

export function buildDemoRows(input: BuildInput): DemoRows {
  const { now } = input;
  const tools = demoTools(now, 20_260_101);
  const { rand, pick, ago, between, after, idAt } = tools;
  const image = (ref: string) => {
    const stored = input.images.get(ref);
    if (!stored) throw new Error(`Image de démonstration manquante : ${ref}`);
    return stored;
  };
  const rows: DemoRows = {
    users: [],
    shops: [],
    products: [],
    productImages: [],
    publications: [],
    publicationImages: [],
    follows: [],
    ratings: [],
    publicationLikes: [],
    comments: [],
    commentReactions: [],
    orders: [],
    conversations: [],
    messages: [],
    walletOperations: [],
    notifications: [],
    disputes: [],
    disputeMessages: [],
    reports: [],
  };

  // People: sellers (one per shop) then buyers, all created five to six weeks ago.
  const userOf = new Map<DemoPerson, UserRow>();
  const sellers = DEMO_SHOPS.map((s) => s.owner);
  const buyers = [DEMO_CLIENT, ...DEMO_BUYERS];
  [...sellers, ...buyers].forEach((person, i) => {
    const createdAt = ago(1_000 - i * 8 - rand() * 6);
    const user: UserRow = {
      id: idAt(createdAt),
      email: person.email,
      username: person.username,
      passwordHash: input.passwordHash,
      pinHash: input.pinHash,
      role: sellers.includes(person) ? 'Vendeur' : 'Client',
      name: person.name,
      firstName: person.firstName,
      gender: person.gender,
      phone: person.phone,
      operator: person.operator,
      city: person.city,
      area: person.area,
      isEmailVerified: true,
      // The demo's sellers have a verified phone, so they can accept orders (docs/RULES.md, Téléphone et SMS).
      isPhoneVerified: sellers.includes(person),
      walletBudget: person === DEMO_CLIENT ? DEMO_BALANCE : 0,
      lastSeen: ago(2 + rand() * 30),
      createdAt,
    };
    userOf.set(person, user);
    rows.users.push(user);
  });
  const everyone = rows.users;
  const clients = buyers.map((b) => userOf.get(b)!);
  const demoSeller = userOf.get(DEMO_SELLER)!;
  const demoClient = userOf.get(DEMO_CLIENT)!;

  // Shops, their products (with photos) and publications.
  DEMO_SHOPS.forEach((demo, s) => {
    const owner = userOf.get(demo.owner)!;
    const createdAt = after(owner.createdAt, 24);
    const categoryId = input.categoryIds.get(demo.category);
    if (!categoryId) throw new Error(`Catégorie inconnue : ${demo.category}`);
    const shop: ShopRow = {
      id: idAt(createdAt),
      userId: owner.id,
      shopName: demo.shopName,
      categoryId,
      biography: demo.biography,
      adress: demo.owner.area,
      deliveryDelay: demo.deliveryDelay,
      coverImg: image(logoRef(s)).key,
      isIdentityVerified: demo.verified,
      createdAt,
    };
    rows.shops.push(shop);
    const products = parseProducts(demo.products);
    const lastProductAt = ago(7 * 24);
    products.forEach((demoProduct, p) => {
      const start = createdAt.getTime() + 24 * HOUR;
      const slot = (lastProductAt.getTime() - start) / products.length;
      const productAt = new Date(start + slot * (p + rand() * 0.8));
      const product: ProductRow = {
        id: idAt(productAt),
        shopId: shop.id,
        categoryId,
        productName: demoProduct.name,
        productDescription: demoProduct.description,
        productPrice: demoProduct.price,
        currency: 'XOF',
        unit: demoProduct.unit,
        productStock: demoProduct.stock,
        isPublished: demoProduct.published,
        createdAt: productAt,
        updatedAt: productAt,
      };
      rows.products.push(product);
      const photos = demoProduct.motifs.map((_, k) => image(productRef(s, p, k)));
      photos.forEach((photo, position) => {
        rows.productImages.push({ productId: product.id, position, mediaKey: photo.key, ...size(photo) });
      });
      if (!demoProduct.published) return;
      const publishedAt = between(new Date(productAt.getTime() + HOUR), ago(3));
      const publication: PublicationRow = {
        id: idAt(publishedAt),
        shopId: shop.id,
        productId: product.id,
        publicationType: 'produit',
        publicationCaption: '',
        shares: Math.floor(rand() * 6),
        createdAt: publishedAt,
      };
      rows.publications.push(publication);
      photos.forEach((photo, position) => {
        rows.publicationImages.push({
          publicationId: publication.id,
          position,
          mediaKey: photo.key,
          ...size(photo),
        });
      });
    });
    demo.posts.forEach((post, q) => {
      const postedAt = ago(post.hoursAgo + rand());
      const publication: PublicationRow = {
        id: idAt(postedAt),
        shopId: shop.id,
        productId: null,
        publicationType: 'libre',
        publicationCaption: post.caption,
        shares: Math.floor(rand() * 9),
        createdAt: postedAt,
      };
      rows.publications.push(publication);
      post.images.forEach((_, k) => {
        const stored = image(postRef(s, q, k));
        rows.publicationImages.push({
          publicationId: publication.id,
          position: k,
          mediaKey: stored.key,
          ...size(stored),
        });
      });
    });
  });
  const shopOwner = new Map(rows.shops.map((shop) => [shop.id, everyone.find((u) => u.id === shop.userId)!]));

  // Follows: buyers follow about half the shops, sellers a few neighbours; the demo client exactly three.
  const demoClientFollows = ['Bazin de Bamako', 'Mangues de Sikasso', 'Tech Kati'];
  for (const shop of rows.shops) {
    for (const user of everyone) {
      if (user.id === shop.userId) continue;
      const follows =
        user === demoClient
          ? demoClientFollows.includes(shop.shopName)
          : rand() < (user.role === 'Client' ? 0.55 : 0.2);
      if (follows)
        rows.follows.push({ shopId: shop.id, userId: user.id, createdAt: after(later(shop, user), 600) });
    }
  }

  // Ratings: about a third of the buyers rate each shop; the demo client rates the shop it bought from.
  for (const shop of rows.shops) {
    for (const user of clients) {
      const demoRating = user === demoClient && shop.shopName === 'Mangues de Sikasso';
      if (user === demoClient ? !demoRating : rand() > 0.35) continue;
      const createdAt = after(later(shop, user), 500);
      rows.ratings.push({
        shopId: shop.id,
        userId: user.id,
        rateNote: demoRating ? 5 : pick([3, 4, 4, 5, 5, 5]),
        rateReview: demoRating ? 'Mangues délicieuses, livrées à temps !' : pick(REVIEWS),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  // Likes, comments, replies from the shop owner, reactions on comments.
  for (const publication of rows.publications) {
    const owner = shopOwner.get(publication.shopId)!;
    const others = everyone.filter((u) => u.id !== owner.id);
    const appeal = 0.25 + rand() * 0.4;
    for (const user of others) {
      if (rand() < appeal) {
        rows.publicationLikes.push({
          publicationId: publication.id,
          userId: user.id,
          createdAt: after(publication.createdAt, 72),
        });
      }
    }
    const count = Math.floor(rand() * 4);
    for (let c = 0; c < count; c++) {
      const author = pick(others);
      const createdAt = after(publication.createdAt, 96);
      const comment: CommentRow = {
        id: idAt(createdAt),
        publicationId: publication.id,
        userId: author.id,
        parentId: null,
        content: pick(COMMENTS),
        createdAt,
      };
      rows.comments.push(comment);
      for (const user of others) {
        if (user !== author && rand() < 0.15) {
          rows.commentReactions.push({
            commentId: comment.id,
            userId: user.id,
            value: rand() < 0.9 ? 1 : -1,
          });
        }
      }
      if (c === 0 && rand() < 0.6) {
        const repliedAt = after(createdAt, 12);
        rows.comments.push({
          id: idAt(repliedAt),
          publicationId: publication.id,
          userId: owner.id,
          parentId: comment.id,
          content: pick(REPLIES),
          createdAt: repliedAt,
        });
      }
    }
  }

  addOrders(rows, tools, { demoClient, demoSeller, clients });
  addConsoleQueues(rows, tools, clients);
  computeCounters(rows);
  rows.notifications = demoNotifications(rows, demoSeller, demoClient, now);
  // The operator last: it takes part in nothing above (`everyone` was this same array until now).
  const operatorSince = ago(1_100);
  rows.users.push({
    id: idAt(operatorSince),
    ...DEMO_OPERATOR,
    passwordHash: input.passwordHash,
    pinHash: input.pinHash,
    role: 'Admin',
    city: 'Bamako',
    area: 'ACI 2000',
    isEmailVerified: true,
    walletBudget: 0,
    createdAt: operatorSince,
  });
  return rows;

  function later(shop: ShopRow, user: UserRow): Date {
    return new Date(Math.max(shop.createdAt.getTime(), user.createdAt.getTime()));
  }
}

function size(image: StoredImage) {
  return { width: image.width, height: image.height };
}
