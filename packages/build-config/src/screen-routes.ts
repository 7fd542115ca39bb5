import ts from 'typescript';

/** A screen of a remote's route table, as `defineRemoteRoutes` is given it. */
export interface ScreenRouteSource {
  path?: string;
  index?: boolean;
  /** The module `screen: () => import('…')` names, as written. */
  screen?: string;
  children: ScreenRouteSource[];
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const found = node.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
  );
  return found?.initializer;
}

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(node, name);
  return value && ts.isStringLiteralLike(value) ? value.text : undefined;
}

/** `() => import('x')` → 'x'. */
function importedModule(node: ts.Expression | undefined): string | undefined {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
  const call = node.body;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const [specifier] = call.arguments;
  return specifier && ts.isStringLiteralLike(specifier) ? specifier.text : undefined;
}

function routesOf(node: ts.Expression | undefined): ScreenRouteSource[] {
  if (!node || !ts.isArrayLiteralExpression(node)) return [];
  return node.elements.filter(ts.isObjectLiteralExpression).map((route) => ({
    path: stringProperty(route, 'path'),
    index: property(route, 'index')?.kind === ts.SyntaxKind.TrueKeyword || undefined,
    screen: importedModule(property(route, 'screen')),
    children: routesOf(property(route, 'children')),
  }));
}

/**
 * The screens of a remote's `./routes` module, read from its source: the object literal it
 * hands to `defineRemoteRoutes` (docs/architecture.md), signed-in and signed-out routes
 * together, as the router mounts both at the root. Empty when the module does not have that
 * shape.
 */
export function screenRoutesOf(source: string): ScreenRouteSource[] {
  const file = ts.createSourceFile('routes.ts', source, ts.ScriptTarget.Latest, true);
  let definition: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText() === 'defineRemoteRoutes' &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      definition = node.arguments[0];
    }
    if (!definition) ts.forEachChild(node, visit);
  };
  visit(file);
  if (!definition) return [];
  return [
    ...routesOf(property(definition, 'signedIn')),
    ...routesOf(property(definition, 'signedOut')),
  ];
}
