import type { Participant } from '@sugu/domain';

/** The shop's name for a seller, the username otherwise. */
export function displayName(participant: Participant): string {
  return participant.shop?.shopName ?? participant.username;
}

/** The shop's cover, else the profile picture; the avatar shows the name's letter without. */
export function pictureOf(participant: Participant): string | null {
  return participant.shop?.coverImgUrl ?? participant.profilePictureUrl;
}
