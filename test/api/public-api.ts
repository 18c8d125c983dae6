// Lists a module's exports and their types as text, with the TypeScript checker, so a test can pin the public API.
import ts from 'typescript';

export interface ApiEntry {
  readonly name: string;
  /** `value` (a function, class or constant), `type` (an interface or alias), or both. */
  readonly kind: string;
  readonly type: string;
  /** Packages whose types a user of this export can reach through it (its fields, parameters, results). */
  readonly reaches: readonly string[];
}

/** The package a declaration comes from, or undefined for this project's own files. */
function packageOf(declaration: ts.Declaration): string | undefined {
  const file = declaration.getSourceFile().fileName;
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const rest = file.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  return name;
}

/** The standard library and Node's types: their members are not walked, only the type arguments given them. */
const PLATFORM = new Set(['typescript', '@types/node']);

/** Walks every type reachable from `start` (properties, call signatures, type arguments, unions) and names the packages it meets. */
function packagesReached(checker: ts.TypeChecker, start: ts.Type, at: ts.Node): string[] {
  const seen = new Set<ts.Type>();
  const packages = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const type = queue.pop()!;
    if (seen.has(type)) continue;
    seen.add(type);
    // A package's own type is where the walk stops: what matters is that the API hands it out.
    const owners = (type.getSymbol()?.getDeclarations() ?? []).map(packageOf).filter((name) => name !== undefined);
    if (owners.length > 0) {
      for (const name of owners) if (!PLATFORM.has(name)) packages.add(name);
      if ((type.flags & ts.TypeFlags.Object) !== 0) queue.push(...checker.getTypeArguments(type as ts.TypeReference));
      continue;
    }
    if (type.isUnionOrIntersection()) queue.push(...type.types);
    if ((type.flags & ts.TypeFlags.Object) !== 0) {
      queue.push(...checker.getTypeArguments(type as ts.TypeReference));
      for (const property of type.getProperties()) queue.push(checker.getTypeOfSymbolAtLocation(property, at));
      for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
        queue.push(checker.getReturnTypeOfSignature(signature));
        for (const parameter of signature.getParameters()) queue.push(checker.getTypeOfSymbolAtLocation(parameter, at));
      }
    }
  }
  return [...packages].sort();
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;

/** The members of an interface or object type, one per line, so a changed field shows in a diff. */
function membersOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string {
  const text = checker.typeToString(type, at, FORMAT);
  const properties = type.getProperties();
  if (properties.length === 0 || type.isUnion() || (type.flags & ts.TypeFlags.Object) === 0) return text;
  const lines = properties.map((property) => {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 ? '?' : '';
    return `  ${property.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), at, FORMAT)}`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

/** Every export of each entry file, sorted by name. */
export function publicApi(entryFiles: readonly string[], tsconfig: string): Map<string, ApiEntry[]> {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (config === undefined) throw new Error(`${tsconfig}: cannot read`);
  const program = ts.createProgram(entryFiles, config.options);
  const checker = program.getTypeChecker();
  const apis = new Map<string, ApiEntry[]>();
  for (const file of entryFiles) {
    const source = program.getSourceFile(file);
    if (source === undefined) throw new Error(`${file}: not in the program`);
    const module = checker.getSymbolAtLocation(source)!;
    const entries = checker.getExportsOfModule(module).map((exported): ApiEntry => {
      const symbol = (exported.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(exported) : exported;
      const isValue = (symbol.flags & ts.SymbolFlags.Value) !== 0;
      const isType = (symbol.flags & ts.SymbolFlags.Type) !== 0;
      const kind = isValue && isType ? 'value+type' : isValue ? 'value' : 'type';
      const declared = isValue ? checker.getTypeOfSymbolAtLocation(symbol, source) : checker.getDeclaredTypeOfSymbol(symbol);
      const type = isValue ? checker.typeToString(declared, source, FORMAT) : membersOf(checker, declared, source);
      return { name: exported.name, kind, type, reaches: packagesReached(checker, declared, source) };
    });
    apis.set(file, entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
  }
  return apis;
}
