// POST /api/User/confirm-pin: a correct PIN gives this session a single-use authorisation for the next
// sensitive operation (recharge, withdrawal, profile or security edit). Shared by the screens that ask for it;
// a refusal for the lock starts the countdown every PIN entry shows (pin-lock.ts).
import { MessageResponse } from '@sugu/domain';
import { api } from '../../../shared/lib/api';
import { notePinRefusal } from '../pin-lock';

export async function confirmPin(code: string, email?: string): Promise<MessageResponse> {
  try {
    return await api.post('/api/User/confirm-pin', { code, email }, MessageResponse);
  } catch (error) {
    notePinRefusal(error);
    throw error;
  }
}
