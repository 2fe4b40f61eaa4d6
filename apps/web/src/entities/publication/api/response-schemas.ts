// The shared schemas the publication card's calls check their answers with, loaded on first use
// (LazySchema in shared/lib/api.ts): importing them statically would put zod on /accueil's critical script.
export { FollowResponse, LikeResponse, Publication, ShareResponse } from '@sugu/domain';
