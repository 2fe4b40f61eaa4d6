// Settings calls: profile edit, profile picture, notification and security preferences.
import {
  MeResponse,
  PreferencesResponse,
  ProfilePictureResponse,
  type UpdatePreferencesBody,
} from '@sugu/domain';
import { api } from '../../../shared/lib/api';

export type ProfileChanges = Partial<
  Pick<MeResponse, 'firstName' | 'name' | 'city' | 'area' | 'country' | 'phone'> & { operator: string }
>;

export function updateProfile(changes: ProfileChanges) {
  return api.put('/api/User/modifier/me', changes, MeResponse);
}

export function updateProfilePicture(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.put('/api/User/modifier/ProfilePicture/me', form, ProfilePictureResponse);
}

export function updatePreferences(changes: UpdatePreferencesBody) {
  return api.put('/api/EditParam/me', changes, PreferencesResponse);
}
