// The property test's oracle must stay independent of what it checks (issue 16): no production module
// imports the brute-force reference, so a bug in the production ranking cannot hide in both.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../..');

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : productionFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('no production module imports matching/reference.ts', () => {
  const importers = productionFiles(SRC).filter((file) => {
    if (file.endsWith(path.join('matching', 'reference.ts'))) return false;
    const source = fs.readFileSync(file, 'utf8');
    return [...source.matchAll(/from '([^']+)'/g)].some((m) => {
      const spec = m[1]!;
      return (
        spec.startsWith('.') &&
        path.resolve(path.dirname(file), spec) === path.join(SRC, 'modules/matching/reference')
      );
    });
  });
  expect(importers.map((f) => path.relative(SRC, f))).toEqual([]);
});
