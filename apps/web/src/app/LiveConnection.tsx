// The live connection of a loaded user (the SignalR hub at /chathub), in its own chunk loaded after the first
// page has rendered: @microsoft/signalr never weighs on the first paint. It feeds the chat cache, the bell,
// and the orders (list, order screen, Commandes count, wallet transactions), and ends a suspended account's
// visit.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearConnectedUser } from '../entities/session/api/session';
import { useChatConnection } from '../features/messaging/hooks/use-chat-connection';
import { receiveNotification } from '../features/notifications/api/notifications';
import { receiveOrderChange, refreshOrders } from '../features/orders/api/orders';
import { receiveOrderChange as receiveWalletOrderChange, refreshWallet } from '../features/wallet/api/wallet';
import { closeSocket, listen, onReconnect, openSocket } from '../shared/lib/socket';

export default function LiveConnection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const socket = openSocket();
    const stopListening = listen(socket, {
      Notification: (n) => receiveNotification(queryClient, n),
      OrderChanged: (e) => {
        receiveOrderChange(queryClient, e);
        receiveWalletOrderChange(queryClient, e);
      },
      // The account was suspended: the server has ended its sessions and closes the socket; this device
      // forgets the user and the login page says why.
      AccountSuspended: (e) => {
        clearConnectedUser(queryClient);
        navigate('/login', { replace: true, state: { notice: e.message } });
      },
    });
    // Order changes pushed during an outage are lost: read again what they would have updated.
    const stopCatchingUp = onReconnect(() => {
      refreshOrders(queryClient);
      refreshWallet(queryClient);
    });
    return () => {
      stopCatchingUp();
      stopListening();
      closeSocket();
    };
  }, [queryClient, navigate]);
  useChatConnection(userId);
  return null;
}
