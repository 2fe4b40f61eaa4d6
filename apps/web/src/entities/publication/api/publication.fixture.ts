// A publication as the API sends it, for the web tests.
import type { Publication } from '@sugu/domain';

export const aPublication = (id: string, shopId: string): Publication => ({
  id,
  publicationType: 'libre',
  publicationShop: {
    id: shopId,
    userId: 'u',
    shopName: 'Karité Ségou',
    coverImgUrl: null,
    isIdentityVerified: true,
    city: 'Ségou',
    area: 'Pélengana',
    isFollowed: false,
  },
  publicationProduct: null,
  publicationCaption: 'Beurre de karité',
  pubImageUrls: [],
  pubImages: [],
  thumbnailUrl: null,
  likes: 3,
  shares: 0,
  totalComments: 0,
  isLiked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  shareUrl: `/publication/${id}`,
});
