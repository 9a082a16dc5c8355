// What fastify-plugin does, without the extra dependency: a plugin marked skip-override decorates
// and hooks the parent instance instead of a private child, so its decorators are visible app-wide.
import type { FastifyPluginAsync } from 'fastify';

export function globalPlugin<Options extends object>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
