import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();

describe('GET /healthz', () => {
  it('answers ok with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers unknown API routes with a French 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ressource introuvable', code: 'not_found' });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.title).toBe('Sugu API');
  });
});
