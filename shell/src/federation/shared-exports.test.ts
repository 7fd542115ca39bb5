import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { reactRouterExports } from '../../../mf-shared.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Source files that ship in some app's bundle (tests and test helpers do not). */
function appSourceFiles(): string[] {
  const roots = fs
    .readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => path.join(repoRoot, name, 'src'))
    .concat(
      fs.readdirSync(path.join(repoRoot, 'packages')).map((name) => {
        return path.join(repoRoot, 'packages', name, 'src');
      }),
    )
    .filter((dir) => fs.existsSync(dir));
  return roots.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .filter((file) => !file.split(path.sep).includes('test'))
      .map((file) => path.join(root, file)),
  );
}

/** Value imports (and re-exports) from `module` in one file: name -> where. */
function valueImports(file: string, module: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (from === undefined) continue;
    if (from !== module && from.startsWith(`${module}/`)) names.push(`(subpath ${from})`);
    if (from !== module) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('* (namespace)');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) names.push('* (re-export)');
      else
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
    }
  }
  return names;
}

it('lists every react-router export the apps use, so the trimmed shared copy serves them all', () => {
  const missing = appSourceFiles().flatMap((file) =>
    valueImports(file, 'react-router')
      .filter((name) => !reactRouterExports.includes(name))
      .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
  );
  expect(missing, 'add these to reactRouterExports in mf-shared.ts').toEqual([]);
});

it('lists nothing no app uses (each listed export is bundled for every visitor)', () => {
  const used = new Set(appSourceFiles().flatMap((file) => valueImports(file, 'react-router')));
  expect(reactRouterExports.filter((name) => !used.has(name))).toEqual([]);
});
