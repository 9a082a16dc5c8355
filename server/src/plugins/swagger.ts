// OpenAPI generated from the zod route schemas (app.swagger() always); the UI and document are served at
// /api/docs only when API_DOCS=true, so production does not publish its whole surface by default.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './global-plugin';

export const swaggerPlugin = globalPlugin<{ serveDocs: boolean }>('swagger', async (app, { serveDocs }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '돌봄이음 API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // staticCSP: the UI's own policy (hashes of its inline scripts) instead of the app's.
  if (serveDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
