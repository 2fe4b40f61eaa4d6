// Multipart POST/PUT through XMLHttpRequest: unlike fetch it reports upload progress, which a seller on a
// slow mobile link needs to see while ten photos leave the phone. Errors are the same ApiError as lib/api.
import { MSG } from '@sugu/domain';
import { ApiError } from '../../../shared/lib/api';

/** Upload progress from 0 to 1. */
export type OnProgress = (fraction: number) => void;

export function upload<T>(method: 'POST' | 'PUT', path: string, form: FormData, onProgress?: OnProgress) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    }
    xhr.onerror = () => reject(new ApiError(0, MSG.networkError, 'network_error'));
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const err = (data ?? {}) as { message?: string; code?: string; fields?: Record<string, string> };
      reject(new ApiError(xhr.status, err.message ?? MSG.genericError, err.code ?? 'error', err.fields));
    };
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The message a failed upload shows: the server's for a refused request, a network notice, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return MSG.networkError;
  if (error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
