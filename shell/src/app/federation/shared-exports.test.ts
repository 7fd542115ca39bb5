import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { shared, trimmedSharedExports } from '../../../../mf-shared.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(path.sep).includes('node_modules') && keep(file))
    .map((file) => path.join(dir, file));
}

/** Source files that ship in some app's bundle (tests, stories and test helpers do not). */
function appSourceFiles(): string[] {
  const appDirs = fs
    .readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => path.join(repoRoot, name, 'src'));
  const packageDirs = fs
    .readdirSync(path.join(repoRoot, 'packages'))
    .map((name) => path.join(repoRoot, 'packages', name, 'src'));
  return [...appDirs, ...packageDirs]
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) =>
      filesUnder(
        dir,
        (file) =>
          /\.tsx?$/.test(file) &&
          !/\.(test|stories)\.tsx?$/.test(file) &&
          !file.split(path.sep).includes('test'),
      ),
    );
}

/** Where an installed package lives (its package.json may not be in its "exports"). */
function packageDir(name: string): string {
  const bases = ['shell', 'packages/ui', 'packages/data', '.'];
  for (const base of bases) {
    const dir = path.join(repoRoot, base, 'node_modules', name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return fs.realpathSync(dir);
  }
  // A transitive dependency (@tanstack/query-core): pnpm keeps it in its store only.
  const store = path.join(repoRoot, 'node_modules/.pnpm');
  const entry = fs.readdirSync(store).find((dir) => dir.startsWith(`${name.replace('/', '+')}@`));
  if (entry) return path.join(store, entry, 'node_modules', name);
  throw new Error(`${name} is not installed`);
}

/** The published files of the other shared packages that depend on `name`. */
function sharedDependentFiles(name: string): string[] {
  return Object.keys(shared)
    .filter((other) => other !== name && !other.endsWith('/') && !other.startsWith('@phrasebook/'))
    .flatMap((other) => {
      const dir = packageDir(other);
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      const dependsOn = ['dependencies', 'peerDependencies'].some(
        (field) => pkg[field]?.[name] !== undefined,
      );
      return dependsOn ? filesUnder(dir, (entry) => /\.m?js$/.test(entry)) : [];
    });
}

/** Names imported (or re-exported) as values from `module` in one file. */
function valueImports(file: string, module: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(module)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (from === undefined) continue;
    // A JS subpath would be a second, untrimmed copy; stylesheets are not shared.
    if (from.startsWith(`${module}/`) && !from.endsWith('.css')) names.push(`(subpath ${from})`);
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
      else {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return names;
}

describe.each(Object.entries(trimmedSharedExports))('trimmed shared %s', (name, listed) => {
  const files = [...appSourceFiles(), ...sharedDependentFiles(name)];
  const imports = files.flatMap((file) =>
    valueImports(file, name).map((imported) => ({ file: path.relative(repoRoot, file), imported })),
  );

  it('lists every export the apps and the shared packages use, so one trimmed copy serves all', () => {
    const missing = imports
      .filter(({ imported }) => !listed.includes(imported))
      .map(({ file, imported }) => `${file}: ${imported}`);
    expect(missing, `add these to trimmedSharedExports['${name}'] in mf-shared.ts`).toEqual([]);
  });

  it('lists nothing that nothing imports (each listed export ships to every visitor)', () => {
    const used = new Set(imports.map(({ imported }) => imported));
    expect(listed.filter((exported) => !used.has(exported))).toEqual([]);
  });

  it('is a shared singleton', () => {
    expect(shared[name]?.singleton).toBe(true);
  });
});
