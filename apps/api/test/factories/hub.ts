// The official SignalR client (@microsoft/signalr) against /chathub of an app built with
// `setupTestApp({ listen: true })`: one transport at a time, the session cookie as a header (what the
// browser's `withCredentials` sends), and waits on the hub's events.
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  type IHttpConnectionOptions,
  LogLevel,
} from '@microsoft/signalr';
import { MESSAGING, type ServerToClientEvents } from '@sugu/domain';

export const TRANSPORTS = {
  WebSockets: HttpTransportType.WebSockets,
  ServerSentEvents: HttpTransportType.ServerSentEvents,
  LongPolling: HttpTransportType.LongPolling,
} as const;
export type TransportName = keyof typeof TRANSPORTS;

const opened: HubConnection[] = [];

/** Stops every connection `openHub` started (test/setup.ts, after each file). */
export async function stopHubs(): Promise<void> {
  await Promise.all(opened.splice(0).map((c) => c.stop().catch(() => undefined)));
}

/** A hub connection (not started): the official client as the browser uses it, on one transport. */
interface HubOptions {
  transport?: TransportName;
  headers?: Record<string, string>;
  /** withAutomaticReconnect: its default delays, or these (ms) so a test does not wait the real ones. */
  reconnect?: boolean | number[];
}

export function hubConnection(
  url: string,
  cookie: string | undefined,
  options: HubOptions = {},
): HubConnection {
  const http: IHttpConnectionOptions = {
    transport: TRANSPORTS[options.transport ?? 'WebSockets'],
    headers: { ...(cookie && { cookie }), ...options.headers },
    withCredentials: true,
  };
  let builder = new HubConnectionBuilder()
    .withUrl(`${url}${MESSAGING.hubPath}`, http)
    .configureLogging(LogLevel.None);
  if (Array.isArray(options.reconnect)) builder = builder.withAutomaticReconnect(options.reconnect);
  else if (options.reconnect) builder = builder.withAutomaticReconnect();
  const connection = builder.build();
  opened.push(connection);
  return connection;
}

/** A started connection (rejects with the client's error when refused). */
export async function openHub(
  url: string,
  cookie: string | undefined,
  options: HubOptions = {},
): Promise<HubConnection> {
  const connection = hubConnection(url, cookie, options);
  await connection.start();
  return connection;
}

/** The next `event` that passes `accept`, or a rejection after `ms`. */
export function nextHubEvent<E extends keyof ServerToClientEvents>(
  connection: HubConnection,
  event: E,
  accept: (value: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = (value: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      connection.off(event, listener);
      resolve(value);
    };
    const timer = setTimeout(() => {
      connection.off(event, listener);
      reject(new Error(`no ${String(event)} within ${ms} ms`));
    }, ms);
    connection.on(event, listener);
  });
}

/** Collects every `event` received, to check later that something did NOT arrive. */
export function collectHub<E extends keyof ServerToClientEvents>(connection: HubConnection, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  connection.on(event, (value: Parameters<ServerToClientEvents[E]>[0]) => seen.push(value));
  return seen;
}

/** Resolves with the error (or undefined) the connection closes with. */
export function closed(connection: HubConnection): Promise<Error | undefined> {
  return new Promise((resolve) => connection.onclose((error) => resolve(error)));
}
