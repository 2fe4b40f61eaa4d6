// Account calls: login, sign-up, logout. The connected user lives in the ['me'] query.
import type { LoginResponse, MeResponse, SignUpResponse } from '@sugu/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meQueryKey } from './me';

/** `email` is the email or the username (spec 1 §7: POST /api/Auth/login {email, motDePasse}). */
export function login(email: string, motDePasse: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/Auth/login', { email, motDePasse });
}

/** Multipart sign-up: every field of SignUpBody plus the optional picture as `file`. */
export function signUp(form: FormData): Promise<SignUpResponse> {
  return api.post<SignUpResponse>('/api/User/ajout', form);
}

export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/OAuth/logout');
}

/** Where a freshly connected user goes: a Vendeur without a shop must set one up first. */
export function homeFor(user: MeResponse): string {
  return needsShopSetup(user) ? '/configuration-boutique' : '/accueil';
}

export function needsShopSetup(user: MeResponse | null | undefined): boolean {
  return user?.role === 'Vendeur' && user.shop === null;
}

/** Stores the connected user; other cached data (feed, counts) was fetched as a guest, so it is refetched. */
export function setConnectedUser(queryClient: QueryClient, user: MeResponse): void {
  queryClient.setQueryData(meQueryKey, user);
  localStorage.setItem('userId', user.id);
  localStorage.setItem('role', user.role);
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
}

/** Forgets the connected user everywhere on this device. */
export function clearConnectedUser(queryClient: QueryClient): void {
  queryClient.setQueryData(meQueryKey, null);
  localStorage.removeItem('userId');
  localStorage.removeItem('role');
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
}
