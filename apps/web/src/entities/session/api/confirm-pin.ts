// POST /api/User/confirm-pin: a correct PIN gives this session a single-use authorisation for the next
// sensitive operation (recharge, withdrawal, profile or security edit). Shared by the screens that ask for it.
import { MessageResponse } from '@sugu/domain';
import { api } from '../../../shared/lib/api';

export function confirmPin(code: string, email?: string): Promise<MessageResponse> {
  return api.post('/api/User/confirm-pin', { code, email }, MessageResponse);
}
