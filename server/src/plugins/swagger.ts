// OpenAPI generated from the zod route schemas; UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './global-plugin';

export const swaggerPlugin = globalPlugin('swagger', async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '돌봄이음 API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
