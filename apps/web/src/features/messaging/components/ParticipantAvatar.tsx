import type { Participant } from '@sugu/domain';
import { mediaSrcSet } from '@sugu/domain';

/** The shop's cover or the profile picture, else the name's first letter (spec 2 §2). */
export function ParticipantAvatar({ participant, size }: { participant: Participant; size: number }) {
  const url = participant.shop?.coverImgUrl ?? participant.profilePictureUrl;
  const name = displayName(participant);
  if (!url)
    return (
      <span className="chat-avatar chat-avatar--letter" style={{ width: size, height: size }} aria-hidden>
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  return (
    <img
      className="chat-avatar"
      src={url}
      srcSet={mediaSrcSet(url)}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}

export function displayName(participant: Participant): string {
  return participant.shop?.shopName ?? participant.username;
}
