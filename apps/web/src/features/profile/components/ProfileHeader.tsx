// The settings header: avatar with its camera button, username, city and area. A new picture is
// sent as multipart `file`, then the page reloads; a failure is only logged (no error text for it).
import { type MeResponse, SETTINGS_MSG } from '@sugu/domain';
import { Camera, MapPin } from 'lucide-react';
import { useRef, useState } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import { IconButton } from '../../../shared/ui/IconButton';
import { updateProfilePicture } from '../api/settings';
import { profileText } from '../text';

const t = profileText;

interface ProfileHeaderProps {
  me: MeResponse;
  /** With usePinForAllOperation on, the picture change waits for the PIN: the page asks, then calls back. */
  beforePick: (pick: () => void) => void;
}

export function ProfileHeader({ me, beforePick }: ProfileHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const place = [me.city, me.area].filter(Boolean).join(', ');

  async function send(file: File | undefined) {
    if (!file) return;
    setSending(true);
    try {
      await updateProfilePicture(file);
      window.location.reload();
    } catch (err) {
      console.error(SETTINGS_MSG.pictureUpdateFailed, err);
      setSending(false);
    }
  }

  return (
    <header className="profile__header">
      <div className="profile__avatar-wrap">
        <Avatar
          name={me.username}
          url={me.profilePictureUrl}
          size={96}
          alt={t.avatar}
          eager
          className="profile__avatar"
        />
        <IconButton
          className="profile__camera"
          label={t.changePicture}
          disabled={sending}
          onClick={() => beforePick(() => input.current?.click())}
          icon={Camera}
          size={18}
        />
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void send(e.target.files?.[0])}
        />
      </div>
      <p className="profile__username">{me.username}</p>
      {place && (
        <p className="profile__place muted">
          <MapPin aria-hidden size={16} />
          {place}
        </p>
      )}
    </header>
  );
}
