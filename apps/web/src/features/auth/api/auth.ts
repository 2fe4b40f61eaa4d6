// Account calls of the login and sign-up pages.
import { LoginResponse, OAuthProvidersResponse, SignUpResponse } from '@sugu/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';

/** `email` is the email or the username (POST /api/Auth/login {email, motDePasse}). */
export function login(email: string, motDePasse: string): Promise<LoginResponse> {
  return api.post('/api/Auth/login', { email, motDePasse }, LoginResponse);
}

/** Multipart sign-up: every field of SignUpBody plus the optional picture as `file`. */
export function signUp(form: FormData): Promise<SignUpResponse> {
  return api.post('/api/User/ajout', form, SignUpResponse);
}

/** Which outside sign-ins the server offers; until it answers, none is shown (no button that leads nowhere). */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ['oauth-providers'],
    queryFn: () => api.get('/api/OAuth/providers', OAuthProvidersResponse),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
