// /api/Admin: the console's own routes (the audit log, the search, the categories). Every /api/Admin route,
// whichever module registers it, is guarded by admin-guard.ts; actions go through operatorAction.
import {
  AdminCategory,
  type AdminOrderHit,
  AdminSearchQuery,
  AdminSearchResponse,
  AuditPage,
  AuditQuery,
  Category,
  CategoryBody,
  CategoryParams,
  OPERATOR,
  OperatorReasonBody,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import { PUBLICATIONS_CHANGED } from '../../lib/response-cache.js';
import {
  addCategory,
  deleteCategoryById,
  listCategoryUsage,
  renameCategoryById,
} from '../categories/index.js';
import { adminOrderFacts, findOrderByReference, type OrderRow } from '../orders/index.js';
import { listAudit } from './audit.repository.js';
import { operatorAction } from './index.js';
import { searchShops, searchUsers } from './search.repository.js';

const TAGS = ['Opérateurs'];

/** What the console lists of an order found by its reference. */
function orderHit({ order, buyer, shop }: OrderRow): AdminOrderHit {
  return { ...adminOrderFacts(order), buyerUsername: buyer.username, shopName: shop.shopName };
}
const AUDIT_CURSOR = 'audit';

export const operatorsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/Admin/audit',
    {
      schema: {
        tags: TAGS,
        summary: 'Journal des actions des opérateurs, les plus récentes d’abord (filtres : action, cible)',
        querystring: AuditQuery,
        response: { 200: AuditPage },
      },
    },
    async (request) => {
      const { cursor, ...filter } = request.query;
      const size = OPERATOR.auditPageSize;
      const rows = await listAudit(ctx.db, filter, decodeTimeCursor(cursor, AUDIT_CURSOR), size + 1);
      const page = rows.slice(0, size);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, username: row.actorUsername },
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          reason: row.reason,
          before: row.before,
          after: row.after,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > size && last
            ? encodeCursor({ kind: AUDIT_CURSOR, key: last.key, id: last.id })
            : null,
      };
    },
  );

  app.get(
    '/api/Admin/search',
    {
      schema: {
        tags: TAGS,
        summary:
          'Recherche de comptes (e-mail, nom d’utilisateur, téléphone), de boutiques (nom) et de commandes (référence courte)',
        querystring: AdminSearchQuery,
        response: { 200: AdminSearchResponse },
      },
    },
    async (request) => {
      const { q } = request.query;
      const [users, shops, order] = await Promise.all([
        searchUsers(ctx.db, q, OPERATOR.searchLimit),
        searchShops(ctx.db, q, OPERATOR.searchLimit),
        // The short reference a buyer or a seller reads out ('K7Q2-M9XD'), typed any way.
        findOrderByReference(ctx, q),
      ]);
      return {
        users: users.map(({ suspendedAt, suspendedUntil, ...u }) => ({
          ...u,
          createdAt: u.createdAt.toISOString(),
          suspended: suspendedAt !== null,
          suspendedUntil: suspendedUntil?.toISOString() ?? null,
        })),
        shops,
        orders: order ? [orderHit(order)] : [],
      };
    },
  );

  app.get(
    '/api/Admin/categories',
    {
      schema: {
        tags: TAGS,
        summary: 'Les catégories et combien de boutiques et de produits les utilisent',
        response: { 200: z.array(AdminCategory) },
      },
    },
    async () => listCategoryUsage(ctx.db),
  );

  app.post(
    '/api/Admin/categories',
    {
      schema: {
        tags: TAGS,
        summary: 'Ajoute une catégorie (raison et PIN confirmé requis)',
        body: CategoryBody,
        response: { 201: Category },
      },
    },
    async (request, reply) => {
      const { categoryName, reason } = request.body;
      const row = await operatorAction(
        request,
        ctx,
        { action: 'category.create', targetType: 'category', reason },
        async (tx) => {
          const created = await addCategory(tx, categoryName);
          return { result: created, targetId: created.id, after: created };
        },
      );
      return reply.code(201).send(row);
    },
  );

  app.put(
    '/api/Admin/categories/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Renomme une catégorie (raison et PIN confirmé requis)',
        params: CategoryParams,
        body: CategoryBody,
        response: { 200: Category },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { categoryName, reason } = request.body;
      return operatorAction(
        request,
        ctx,
        { action: 'category.rename', targetType: 'category', targetId: id, reason },
        async (tx, announce) => {
          const { before, after } = await renameCategoryById(tx, id, categoryName);
          // Shops and products show their category's name in the search lists and the feed.
          for (const event of PUBLICATIONS_CHANGED) announce(event);
          return { result: after, before, after };
        },
      );
    },
  );

  app.delete(
    '/api/Admin/categories/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Supprime une catégorie qu’aucune boutique ni aucun produit n’utilise (raison et PIN requis)',
        params: CategoryParams,
        body: OperatorReasonBody,
        response: { 200: Category },
      },
    },
    async (request) => {
      const { id } = request.params;
      return operatorAction(
        request,
        ctx,
        { action: 'category.delete', targetType: 'category', targetId: id, reason: request.body.reason },
        async (tx) => {
          const before = await deleteCategoryById(tx, id, ctx.now());
          return { result: before, before };
        },
      );
    },
  );
};
