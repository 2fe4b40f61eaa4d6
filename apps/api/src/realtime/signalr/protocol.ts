// The SignalR JSON hub protocol (dotnet/aspnetcore src/SignalR/docs/specs/HubProtocol.md): text records
// ended by the 0x1E record separator, a handshake first, then typed messages. Pure functions: parsing never
// throws, it says what is wrong.

const RECORD_SEPARATOR = '\u001e';

/** The message types of the hub protocol. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** The JSON protocol versions this hub speaks: 1, and 2 (the official client's; Ack/Sequence only matter
 * with stateful reconnect, which this hub does not offer at negotiate). */
const SUPPORTED_VERSIONS = new Set([1, 2]);

/** Splits received text into complete records; `rest` is an unfinished record kept for the next frame. */
export function splitRecords(buffered: string): { records: string[]; rest: string } {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Reads the handshake request `{"protocol":"json","version":1}`. */
export function readHandshake(record: string): HandshakeResult {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null) return { ok: false, error: 'Invalid handshake request.' };
  const { protocol, version } = value as { protocol?: unknown; version?: unknown };
  if (typeof protocol !== 'string' || typeof version !== 'number') {
    return { ok: false, error: 'Invalid handshake request.' };
  }
  if (protocol !== 'json') return { ok: false, error: `The protocol '${protocol}' is not supported.` };
  if (!SUPPORTED_VERSIONS.has(version)) {
    return { ok: false, error: `The server does not support version ${version} of the 'json' protocol.` };
  }
  return { ok: true };
}

export type HubMessage =
  | { type: 1; target: string; arguments: unknown[]; invocationId?: string }
  | { type: 4; target: string; invocationId: string }
  | { type: 6 }
  | { type: 7 }
  /** A message of the protocol the hub does not use: ignored (StreamItem, Completion, CancelInvocation,
   * Ack, Sequence). */
  | { type: 'ignored' };

export type ParseResult = { ok: true; message: HubMessage } | { ok: false; error: string };

/** Reads one record after the handshake. */
export function readMessage(record: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Invalid JSON in a hub message.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'A hub message must be a JSON object.' };
  }
  const message = value as Record<string, unknown>;
  const { type, invocationId } = message;
  if (typeof type !== 'number') return { ok: false, error: "Missing required property 'type'." };
  if (invocationId !== undefined && typeof invocationId !== 'string') {
    return { ok: false, error: "Expected 'invocationId' to be of type String." };
  }
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      if (typeof message.target !== 'string')
        return { ok: false, error: "Missing required property 'target'." };
      const args = message.arguments ?? [];
      if (!Array.isArray(args)) return { ok: false, error: "Expected 'arguments' to be an array." };
      if (type === MessageType.StreamInvocation) {
        if (invocationId === undefined)
          return { ok: false, error: "Missing required property 'invocationId'." };
        return { ok: true, message: { type, target: message.target, invocationId } };
      }
      return {
        ok: true,
        message: {
          type,
          target: message.target,
          arguments: args,
          ...(invocationId !== undefined && { invocationId }),
        },
      };
    }
    case MessageType.Ping:
    case MessageType.Close:
      return { ok: true, message: { type } };
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence:
      // Messages of the protocol this hub has no use for (no client streams, client results or stateful
      // reconnect): ignored, as the protocol allows.
      return { ok: true, message: { type: 'ignored' } };
    default:
      // Not a message of the protocol: the connection ends with a clear Close rather than guessing.
      return { ok: false, error: `Unknown message type '${type}'.` };
  }
}

const record = (value: unknown) => JSON.stringify(value) + RECORD_SEPARATOR;

export const frames = {
  handshakeOk: `{}${RECORD_SEPARATOR}`,
  handshakeError: (error: string) => record({ error }),
  ping: record({ type: MessageType.Ping }),
  invocation: (target: string, args: unknown[]) =>
    record({ type: MessageType.Invocation, target, arguments: args }),
  completion: (invocationId: string, outcome: { result: unknown } | { error: string }) =>
    record({ type: MessageType.Completion, invocationId, ...outcome }),
  close: (error?: string, allowReconnect?: boolean) =>
    record({
      type: MessageType.Close,
      ...(error !== undefined && { error }),
      ...(allowReconnect !== undefined && { allowReconnect }),
    }),
};
