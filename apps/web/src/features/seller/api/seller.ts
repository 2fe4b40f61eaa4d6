// The seller's own data: category, shop, products, publications, and the writes on them. Its keys
// sit under the entities' own (['shop', 'me'] under every shop, ['products', 'me'] under every product…) so
// that a write here refreshes the other pages' copies too; each write below says what it refreshes.
import {
  type Category,
  type Product,
  type ProductPage,
  type PublicationPage,
  PublishResponse,
  Shop,
  type UpdateLogoResponse,
  UpdateStockResponse,
} from '@sugu/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { productKeys } from '../../../entities/product/api/products';
import { publicationKeys } from '../../../entities/publication/api/publications';
import { useSession } from '../../../entities/session/api/use-session';
import { shopKeys } from '../../../entities/shop/api/keys';
import { api } from '../../../shared/lib/api';
import { type OnProgress, upload } from './upload';

const sellerKeys = {
  myCategory: ['categories', 'me'] as const,
  myShop: [...shopKeys.all, 'me'] as const,
  myProducts: [...productKeys.all, 'me'] as const,
  myPublications: [...publicationKeys.all, 'me'] as const,
};

interface MessageBody {
  message: string;
}

// ---------- reads ----------

const myCategoryQuery = queryOptions({
  queryKey: sellerKeys.myCategory,
  queryFn: () => api.get<Category>('/api/Category/me'),
  staleTime: 10 * 60_000,
});

const myShopQuery = queryOptions({
  queryKey: sellerKeys.myShop,
  queryFn: () => api.get('/api/Shop/me', Shop),
});

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

const myProductsQuery = infiniteQueryOptions({
  queryKey: sellerKeys.myProducts,
  queryFn: ({ pageParam }) => api.get<ProductPage>(withCursor('/api/Shop/me/products', pageParam)),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

const myPublicationsQuery = infiniteQueryOptions({
  queryKey: sellerKeys.myPublications,
  queryFn: ({ pageParam }) => api.get<PublicationPage>(withCursor('/api/Shop/me/Publications', pageParam)),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export const useMyCategory = () => useQuery(myCategoryQuery);
export const useMyShop = () => useQuery(myShopQuery);
export const useMyProducts = () => useInfiniteQuery(myProductsQuery);
export const useMyPublications = () => useInfiniteQuery(myPublicationsQuery);

// ---------- writes ----------

/** POST /api/Shop/ajout (multipart): shopName, shopActivity (category id), biography, optional `file`. */
export function useCreateShop() {
  const client = useQueryClient();
  const session = useSession();
  return async (form: FormData, onProgress?: OnProgress) => {
    const answer = await upload<MessageBody>('POST', '/api/Shop/ajout', form, onProgress);
    // The shell sends a Vendeur without a shop back to the setup: the user must know the shop first.
    await session.reload();
    void client.invalidateQueries({ queryKey: shopKeys.all });
    return answer;
  };
}

/**
 * PUT /api/Shop/modifier/logo/me (multipart `file`). Settled either way, the page's data is read again:
 * the shop, the navigation bar's user and the publications show the logo the server kept.
 */
export function useChangeLogo() {
  const client = useQueryClient();
  const session = useSession();
  return async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      return await upload<UpdateLogoResponse>('PUT', '/api/Shop/modifier/logo/me', form);
    } finally {
      void client.invalidateQueries({ queryKey: sellerKeys.myShop });
      session.refresh();
      void client.invalidateQueries({ queryKey: publicationKeys.all });
    }
  };
}

/** A multipart creation at `path` that adds to the lists under `keys` and to the shop's counts. */
function useCreation<T>(path: string, keys: QueryKey) {
  const client = useQueryClient();
  return async (form: FormData, onProgress?: OnProgress) => {
    const answer = await upload<T>('POST', path, form, onProgress);
    void client.invalidateQueries({ queryKey: keys });
    void client.invalidateQueries({ queryKey: shopKeys.all });
    return answer;
  };
}

/** POST /api/Product/ajout (multipart, repeated `Files`): every product list and the shop's count. */
export const useCreateProduct = () => useCreation<MessageBody>('/api/Product/ajout', productKeys.all);

/** POST /api/Publication/creation (multipart): publicationCaption and repeated `Files`. */
export const useCreatePublication = () =>
  useCreation<unknown>('/api/Publication/creation', publicationKeys.all);

/** The owner's actions on one product of the 'Produits' window, each written into the cached list. */
export function useProductActions() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      /** Shown at once; the server's stock replaces it, a refusal puts the old one back and throws. */
      saveStock: async (product: Product, productStock: number) => {
        editMyProduct(client, product.id, (p) => ({ ...p, productStock }));
        try {
          const res = await api.put(
            `/api/Product/modifier/stock/${encodeURIComponent(product.id)}`,
            { productStock },
            UpdateStockResponse,
          );
          editMyProduct(client, product.id, (p) => ({ ...p, productStock: res.productStock }));
          // Other pages' copies are read again when next shown.
          void client.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
        } catch (error) {
          editMyProduct(client, product.id, (p) => ({ ...p, productStock: product.productStock }));
          throw error;
        }
      },
      /** Settled either way, the lists are read again: the new publication joins the Publications tab. */
      publish: async (product: Product) => {
        try {
          await api.post(
            `/api/Publication/creation/${encodeURIComponent(product.id)}`,
            undefined,
            PublishResponse,
          );
          editMyProduct(client, product.id, (p) => ({ ...p, isPublished: true }));
        } finally {
          void client.invalidateQueries({ queryKey: sellerKeys.myProducts });
          void client.invalidateQueries({ queryKey: publicationKeys.all });
          void client.invalidateQueries({ queryKey: shopKeys.all });
        }
      },
      /** Gone from the list at once; its publications and the shop's counts are read again. */
      remove: async (product: Product) => {
        const answer = await api.delete<MessageBody>(
          `/api/Product/supprimer/${encodeURIComponent(product.id)}`,
        );
        editMyProduct(client, product.id, () => null);
        void client.invalidateQueries({ queryKey: productKeys.all });
        void client.invalidateQueries({ queryKey: shopKeys.all });
        void client.invalidateQueries({ queryKey: publicationKeys.all });
        return answer;
      },
    }),
    [client],
  );
}

/** Applies `edit` to one product of the cached list (null removes it). */
function editMyProduct(client: QueryClient, productId: string, edit: (p: Product) => Product | null): void {
  client.setQueryData<InfiniteData<ProductPage>>(sellerKeys.myProducts, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((p) => {
              if (p.id !== productId) return [p];
              const next = edit(p);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}
