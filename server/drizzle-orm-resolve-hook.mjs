// Module resolve hook used only by drizzle.config.ts (see the comment there).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const serverPackage = pathToFileURL(path.resolve('server/package.json')).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: serverPackage });
  }
  return next(specifier, context);
}
