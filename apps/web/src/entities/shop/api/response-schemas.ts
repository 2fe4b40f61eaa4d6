// The shared schemas shop calls check their answers with, loaded on first use (LazySchema in
// shared/lib/api.ts): importing them statically would put zod on the shop page's critical script.
export { FollowResponse, RateShopResponse, Shop } from '@sugu/domain';
