import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../../packages/contract/src/routes');
/**
 * Each route reference and its route string, read from the contract's route files: a GET route's string is its
 * path (`addressApi.addressList` → `"/api/address/list"`), a POST route's its path and input format
 * (`userApi.userLogout` → `"/api/user/logout form"`): what `callRoute` reads (lib/api-client.ts).
 */
function readDeclarations(): Map<string, string> {
  const declarations = new Map<string, string>();
  const index = fs.readFileSync(path.join(ROUTES_DIR, 'index.ts'), 'utf8');
  for (const [, namespace, file] of index.matchAll(/export \* as (\w+) from '\.\/([\w-]+)';/g)) {
    const fileName = path.join(ROUTES_DIR, `${file}.ts`);
    const source = ts.createSourceFile(fileName, fs.readFileSync(fileName, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const callee = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) ? init.expression.text : '';
        if (!init || !ts.isCallExpression(init) || (callee !== 'getRoute' && callee !== 'postRoute'))
          throw new Error(`${fileName}: ${declaration.name.getText(source)} is not a route declaration (getRoute / postRoute)`);
        const [route, , format] = init.arguments;
        if (!ts.isStringLiteral(route) || (format && !ts.isStringLiteral(format)))
          throw new Error(`${fileName}: a route's path and format are string literals`);
        const routeString =
          callee === 'getRoute' ? route.text : `${route.text} ${format ? (format as ts.StringLiteral).text : 'form'}`;
        declarations.set(`${namespace}.${declaration.name.getText(source)}`, JSON.stringify(routeString));
      }
    }
  }
  return declarations;
}

/**
 * The web calls the contract's routes by their declarations (`callRoute(addressApi.addressList)`, lib/api-client.ts)
 * but reads only their method, path and input format: their zod schemas are for the server, the web uses
 * their types alone. In the web's build each such reference becomes its route string (`"/api/address/list"`,
 * `"/api/goods/searchByPage json"`), so:
 * - no schema and no zod reaches any chunk (the contract's route modules are left unused and dropped);
 * - a screen's chunk carries the paths of the calls it makes and no others, as when it named them by string,
 *   and no helper to build a route object (a string costs no more bytes than the path did before decision 088).
 * The server and the type checker read the declarations as written (decision 088).
 */
export function routeDeclarations(): Plugin {
  let declarations = new Map<string, string>();
  let namespaces = new Set<string>();
  return {
    name: 'daigou-route-declarations',
    enforce: 'post',
    buildStart() {
      declarations = readDeclarations();
      namespaces = new Set([...declarations.keys()].map((key) => key.split('.')[0]));
      for (const file of fs.readdirSync(ROUTES_DIR)) this.addWatchFile(path.join(ROUTES_DIR, file));
    },
    transform(code, id) {
      if (!/\/apps\/web\/src\/.*\.tsx?$/.test(id) || !code.includes('Api.')) return null;
      let used = false;
      const out = code.replace(/\b([a-z]\w*Api)\.(\w+)\b/g, (reference, namespace: string) => {
        if (!namespaces.has(namespace)) return reference;
        const route = declarations.get(reference);
        if (!route) throw new Error(`${id}: ${reference} is not declared in packages/contract/src/routes`);
        used = true;
        return route;
      });
      return used ? { code: out, map: null } : null;
    },
  };
}
