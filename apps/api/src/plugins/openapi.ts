import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '@portal/shared';

/** OpenAPI generated from the contract's zod schemas, with the interactive viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal de empleo y prácticas: API',
        version: APP_VERSION,
        description:
          'Every answer is the envelope `{ status, datos?, mensaje? }`: status 0 is success, any other value a code of the catalogue (packages/shared/src/codes). Validation failures carry `datos.errores: [{ campo, codigo, clave }]`. The institution is chosen by the host name.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}
