// The OpenAPI document is the contract the fuzz test (test/fuzz) holds the server to, so it must be
// complete: routes declare their success answers; the error answers every route may give are added here
// once, in the one shape the error handler sends (plugins/errors.ts), rather than on each route.
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { OpenAPIV3 } from 'openapi-types';

const ERROR_SCHEMA: OpenAPIV3.SchemaObject = {
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

const errorAnswer = (description: string): OpenAPIV3.ResponseObject => ({
  description,
  content: { 'application/json': { schema: ERROR_SCHEMA } },
});

/** Routes that answer with a redirection (the Google sign-in round trip). */
const REDIRECTS = new Set(['/api/OAuth/login-google', '/api/OAuth/callback/google']);

/** Multipart forms: their fields are read by the route (media/upload.ts), described here as free text. */
const MULTIPART_BODY: OpenAPIV3.RequestBodyObject = {
  content: {
    'multipart/form-data': {
      schema: { type: 'object', additionalProperties: { type: 'string', format: 'binary' } },
    },
  },
};
const MULTIPART = new Set([
  'POST /api/User/ajout',
  'POST /api/Shop/ajout',
  'PUT /api/Shop/modifier/logo/me',
  'POST /api/Product/ajout',
  'POST /api/Publication/creation',
  'POST /api/Shop/verification',
]);

/** Routes that answer a private image (an identity document, for an operator). */
const PRIVATE_IMAGES = new Set(['/api/Admin/verifications/{id}/document']);
const PRIVATE_IMAGE: OpenAPIV3.ResponseObject = {
  description: 'Image WebP, jamais gardée par un cache (Cache-Control: private, no-store)',
  content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
};

/**
 * A nullable enum lists null among its values (OpenAPI 3.0.3): `nullable` alone does not let null through an
 * `enum`, so a validator held to the document would refuse a user whose language is not chosen yet.
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) nullInNullableEnums(child);
  } else if (node !== null && typeof node === 'object') {
    const schema = node as { nullable?: boolean; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
      schema.enum = [...schema.enum, null];
    for (const child of Object.values(node)) nullInNullableEnums(child);
  }
}

export const completeDocument: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const document = input.openapiObject as OpenAPIV3.Document;
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, Error: ERROR_SCHEMA };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      operation.responses ??= {};
      operation.responses['4XX'] ??= errorAnswer('Requête refusée : message en français, code stable');
      operation.responses['5XX'] ??= errorAnswer('Erreur du serveur');
      if (REDIRECTS.has(path)) operation.responses['302'] ??= { description: 'Redirection' };
      if (MULTIPART.has(`${method.toUpperCase()} ${path}`)) operation.requestBody ??= MULTIPART_BODY;
      if (PRIVATE_IMAGES.has(path)) operation.responses['200'] ??= PRIVATE_IMAGE;
    }
  }
  nullInNullableEnums(document);
  return document;
};
