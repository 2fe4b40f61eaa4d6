// The seller's own data (spec 1 §7): category, shop, products, publications, and the writes on them.
// Query keys follow the app's convention so other pages' caches refresh too: ['shop', …], ['products', …],
// ['publications', …], ['me'].
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
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { type OnProgress, upload } from './upload';

export const sellerKeys = {
  myCategory: ['categories', 'me'] as const,
  myShop: ['shop', 'me'] as const,
  myProducts: ['products', 'me'] as const,
  myPublications: ['publications', 'me'] as const,
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
export function createShop(form: FormData, onProgress?: OnProgress) {
  return upload<MessageBody>('POST', '/api/Shop/ajout', form, onProgress);
}

/** PUT /api/Shop/modifier/logo/me (multipart `file`). */
export function changeLogo(file: File) {
  const form = new FormData();
  form.append('file', file);
  return upload<UpdateLogoResponse>('PUT', '/api/Shop/modifier/logo/me', form);
}

/** POST /api/Product/ajout (multipart, repeated `Files`). */
export function createProduct(form: FormData, onProgress?: OnProgress) {
  return upload<MessageBody>('POST', '/api/Product/ajout', form, onProgress);
}

export function updateStock(productId: string, productStock: number) {
  return api.put(
    `/api/Product/modifier/stock/${encodeURIComponent(productId)}`,
    {
      productStock,
    },
    UpdateStockResponse,
  );
}

export function deleteProduct(productId: string) {
  return api.delete<MessageBody>(`/api/Product/supprimer/${encodeURIComponent(productId)}`);
}

export function publishProduct(productId: string) {
  return api.post(`/api/Publication/creation/${encodeURIComponent(productId)}`, undefined, PublishResponse);
}

/** POST /api/Publication/creation (multipart): publicationCaption and repeated `Files`. */
export function createPublication(form: FormData, onProgress?: OnProgress) {
  return upload<unknown>('POST', '/api/Publication/creation', form, onProgress);
}

// ---------- cache edits of the seller's product list ----------

/** Applies `edit` to one product of the cached list (null removes it). */
export function editMyProduct(
  queryClient: QueryClient,
  productId: string,
  edit: (p: Product) => Product | null,
): void {
  queryClient.setQueryData<InfiniteData<ProductPage>>(sellerKeys.myProducts, (data) =>
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
