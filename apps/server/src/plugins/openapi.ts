import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BUILD_VERSION, errorBodySchema, messageSchema, userSchema, z } from '@bp/api-schema';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * Swagger UI runs its own bundled scripts from our origin; like the app it gets no inline
 * scripts, only inline styles and data: images, which its React-rendered page uses.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Shapes used by many routes appear once, as named components, in the document. */
const NAMED_SCHEMAS = [
  [errorBodySchema, 'ErrorBody'],
  [messageSchema, 'Message'],
  [userSchema, 'User'],
] as const;

function nameSharedSchemas(): void {
  for (const [schema, id] of NAMED_SCHEMAS) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  nameSharedSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Beleggersportaal API',
        description:
          'De HTTP-API van het Beleggersportaal. Sessies lopen via het httpOnly-cookie `token`; fouten hebben de vorm `{message, errors: {ErrorMessage: [...]}}`.',
        version: BUILD_VERSION,
      },
      components: {
        securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'token' } },
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`],
    }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
