import { ProfilePage } from '../../features/profile/components/ProfilePage';

/** /profil: the connected user, or an invite to log in. */
export default function ProfileRoute() {
  return <ProfilePage />;
}
