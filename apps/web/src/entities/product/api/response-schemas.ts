// The shared schemas product calls check their answers with, loaded on first use (LazySchema in
// shared/lib/api.ts): importing them statically would put zod on the catalogue's and product page's
// critical script.
export { Product } from '@sugu/domain';
