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

const text = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;

/** `() => import('x')` → 'x'. */
function importedModule(node: ts.Expression | undefined): string | undefined {
  if (!node || !ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return undefined;
  const call = node.body;
  return call.expression.kind === ts.SyntaxKind.ImportKeyword ? text(call.arguments[0]) : undefined;
}

function routesOf(node: ts.Expression | undefined): ScreenRouteSource[] {
  if (!node || !ts.isArrayLiteralExpression(node)) return [];
  return node.elements.filter(ts.isObjectLiteralExpression).map((route) => ({
    path: text(property(route, 'path')),
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
  const find = (node: ts.Node): ts.ObjectLiteralExpression | undefined => {
    const isDefinition =
      ts.isCallExpression(node) && node.expression.getText() === 'defineRemoteRoutes';
    const [argument] = isDefinition ? node.arguments : [];
    return argument && ts.isObjectLiteralExpression(argument)
      ? argument
      : ts.forEachChild(node, find);
  };
  const definition = find(file);
  if (!definition) return [];
  return [
    ...routesOf(property(definition, 'signedIn')),
    ...routesOf(property(definition, 'signedOut')),
  ];
}
