// Loaded on first use (LazySchema in shared/lib/api.ts): a static import would put zod on /accueil's
// critical script.
export { MarkReadResponse } from '@sugu/domain';
