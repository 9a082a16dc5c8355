// CORS for browsers on other origins (dev servers, a CDN-hosted shell). Tokens travel in headers,
// so those headers must be both allowed and exposed.
import cors from '@fastify/cors';
import { globalPlugin } from './global-plugin';
import type { AppConfig } from '../config';

export const corsPlugin = globalPlugin<{ config: AppConfig }>('cors', async (app, { config }) => {
  await app.register(cors, {
    origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Refresh-Token'],
    exposedHeaders: ['Authorization', 'X-Refresh-Token'],
    maxAge: 600,
  });
});
