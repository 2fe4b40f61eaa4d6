import { afterEach, describe, expect, it, vi } from 'vitest';
import { disableSchemaJit } from './schema-jit';

describe('disableSchemaJit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps zod from probing eval when it builds and runs the shared schemas', async () => {
    disableSchemaJit();
    vi.resetModules();
    const probe = vi.spyOn(globalThis, 'Function');
    const { LoginBody } = await import('@sugu/domain');
    expect(LoginBody.safeParse({ login: 'awa', password: 'x' }).success).toBeTypeOf('boolean');
    expect(probe).not.toHaveBeenCalled();
  });
});
