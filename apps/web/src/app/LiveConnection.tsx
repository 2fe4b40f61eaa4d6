// The live connection of a loaded user (spec 2 §4), in its own chunk loaded after the first page has
// rendered: socket.io-client never weighs on the first paint. It feeds the chat cache and the bell.
import type { NotificationItem } from '@sugu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useChatConnection } from '../features/messaging/hooks/use-chat-connection';
import { receiveNotification } from '../features/notifications/api/notifications';
import { closeSocket, openSocket } from '../shared/lib/socket';

export default function LiveConnection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = openSocket();
    const onNotification = (n: NotificationItem) => receiveNotification(queryClient, n);
    socket.on('Notification', onNotification);
    return () => {
      socket.off('Notification', onNotification);
      closeSocket();
    };
  }, [queryClient]);
  useChatConnection(userId);
  return null;
}
