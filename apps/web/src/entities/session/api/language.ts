// The language choice of 'Langue / Language': the app switches at once; a connected user's choice is saved
// on the server (PUT /api/EditParam/me), so what Sugu sends them (notifications, e-mails, SMS) follows it.
import type { Locale, MeResponse } from '@sugu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { changeLocale } from '../../../shared/i18n/locale';
import { api } from '../../../shared/lib/api';
import { meQueryKey } from './me';

export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (next: Locale) => {
      await changeLocale(next);
      const me = queryClient.getQueryData<MeResponse | null>(meQueryKey);
      if (!me || me.language === next) return;
      queryClient.setQueryData<MeResponse | null>(meQueryKey, (user) => user && { ...user, language: next });
      // Not saved (offline): the device keeps the choice; the next save or visit tries again.
      await api.put('/api/EditParam/me', { language: next }).catch(() => {});
    },
    [queryClient],
  );
}
