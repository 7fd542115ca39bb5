import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One value import of a shared package, for messages. */
export interface SharedImport {
  file: string;
  imported: string;
}

export function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(path.sep).includes('node_modules') && keep(file))
    .map((file) => path.join(dir, file));
}

const testHelperFolders = ['test', 'testing'];

/** TypeScript sources under `dir` that ship in a bundle (tests, stories and test helpers do not). */
export function shippedSourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return filesUnder(
    dir,
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.(test|stories)\.tsx?$/.test(file) &&
      !file.split(path.sep).some((part) => testHelperFolders.includes(part)),
  );
}

function moduleSpecifier(statement: ts.Statement): string | undefined {
  return (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
    ? statement.moduleSpecifier.text
    : undefined;
}

function importedNames(statement: ts.ImportDeclaration): string[] {
  const clause = statement.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('* (namespace)');
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function reExportedNames(statement: ts.ExportDeclaration): string[] {
  if (statement.isTypeOnly) return [];
  const clause = statement.exportClause;
  if (!clause || !ts.isNamedExports(clause)) return ['* (re-export)'];
  return clause.elements
    .filter((element) => !element.isTypeOnly)
    .map((element) => (element.propertyName ?? element.name).text);
}

/**
 * Names one file imports (or re-exports) as values from `module`. A JavaScript subpath of it
 * is reported too: it would be a second, untrimmed copy. Stylesheets are not shared.
 */
export function valueImports(file: string, module: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(module)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    const from = moduleSpecifier(statement);
    if (from?.startsWith(`${module}/`) && !from.endsWith('.css')) names.push(`(subpath ${from})`);
    if (from !== module) continue;
    if (ts.isImportDeclaration(statement)) names.push(...importedNames(statement));
    else if (ts.isExportDeclaration(statement)) names.push(...reExportedNames(statement));
  }
  return names;
}

/** Every value import of `module` in `files`, with paths relative to `root`. */
export function sharedImports(files: string[], module: string, root: string): SharedImport[] {
  return files.flatMap((file) =>
    valueImports(file, module).map((imported) => ({ file: path.relative(root, file), imported })),
  );
}

/** The distinct names in `imports`, sorted the way the generated file lists them. */
export function exportNames(imports: SharedImport[]): string[] {
  return [...new Set(imports.map(({ imported }) => imported))].sort(
    (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b),
  );
}

/** A namespace import, a re-export of everything or a JavaScript subpath takes the package
 * whole (or a second, untrimmed copy of it), so it cannot be listed. */
export function isNamedImport({ imported }: SharedImport): boolean {
  return !imported.startsWith('(') && !imported.startsWith('*');
}
