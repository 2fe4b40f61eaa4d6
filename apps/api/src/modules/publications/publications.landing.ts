// /accueil's largest paint: the first publication's first photo, preloaded from the landing HTML
// (plugins/web-app.ts registerLandingImage). The page every guest sees (kept a few seconds): the order is
// the same for a connected viewer, only their fields differ.
import { IMAGE_SLOTS, PAGES } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { LandingImage } from '../../plugins/web-app.js';
import { feedPage } from './publications.service.js';

export async function feedLandingImage(ctx: AppContext): Promise<LandingImage | null> {
  const { page } = (await feedPage(ctx, { limit: PAGES.feed })).value;
  const first = page.items[0];
  // As the card shows it (PublicationCard): the sized images, else the bare URLs.
  const url = first?.pubImages[0]?.url ?? first?.pubImageUrls[0];
  return url ? { url, slot: IMAGE_SLOTS.publication } : null;
}
