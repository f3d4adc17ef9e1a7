import { dirname, join, normalize } from "node:path";
import ts from "typescript";

/**
 * The texts the code gives the translator, found by reading the source: the first argument
 * of each `t(…)` (or `….t(…)`), `useTextAround(…)` and `<TextWith text=…>`. An argument is
 * followed to the strings it can be: literals, both sides of `?:`, `??` and `||`, constants,
 * tables indexed (`LABELS[type]`), elements of lists a callback walks (`CARDS.map((card) =>
 * t(card.title))`), what a function returns, and the arguments a function or component is
 * given where it is called.
 */

/** A text given to the translator. */
export interface MessageUse {
  key: string;
  /** Given a `count`, so it needs each plural form of a language. */
  counted: boolean;
  /** Given a `context`, e.g. `button` for `Saved_button`. */
  context: string | null;
  /** `file:line` of the call. */
  at: string;
}

export interface MessageScan {
  uses: MessageUse[];
  /** `file:line: argument` of each call whose texts the reading could not follow. */
  unfollowed: string[];
}

/** What an expression can be: the expressions (or functions) it stands for, or unknown. */
type Values = ts.Node[] | null;

const WALKS = new Set(["map", "flatMap", "filter", "forEach", "some", "every", "find"]);

/** The module file an import names, among `files`. */
function moduleFile(
  from: string,
  specifier: string,
  files: ReadonlyMap<string, ts.SourceFile>,
): string | null {
  const base = specifier.startsWith("~/")
    ? join("app", specifier.slice(2))
    : specifier.startsWith(".")
      ? normalize(join(dirname(from), specifier))
      : null;
  if (base === null) return null;
  return [".ts", ".tsx"].map((extension) => base + extension).find((file) => files.has(file)) ?? null;
}

function unwrapped(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function nameOf(name: ts.PropertyName | ts.BindingName | undefined): string | null {
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : null;
}

/** The value a JSX attribute is given: `"text"` or `{expression}`. */
function attributeValue(attribute: ts.JsxAttribute | undefined): ts.Expression | null {
  const initializer = attribute?.initializer;
  if (!initializer) return null;
  if (ts.isStringLiteral(initializer)) return initializer;
  return ts.isJsxExpression(initializer) ? (initializer.expression ?? null) : null;
}

function joined(lists: Values[]): Values {
  return lists.some((list) => list === null) ? null : lists.flatMap((list) => list ?? []);
}

/** Reads `sources` (path → text) and lists the texts they give the translator. */
export function scanMessages(sources: ReadonlyMap<string, string>): MessageScan {
  const files = new Map(
    [...sources].map(([path, text]) => [
      path,
      ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
    ]),
  );
  const fileOf = (node: ts.Node) => node.getSourceFile().fileName;
  const place = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const nodesOf = (root: ts.Node): ts.Node[] => {
    const found: ts.Node[] = [];
    const visit = (node: ts.Node) => {
      found.push(node);
      ts.forEachChild(node, visit);
    };
    visit(root);
    return found;
  };

  /** What the constant or function `name` declared among `statements` can be; undefined if none is. */
  function declaration(
    statements: ts.NodeArray<ts.Statement>,
    name: string,
    seen: Set<ts.Node>,
  ): Values | undefined {
    for (const statement of statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return [statement];
      if (!ts.isVariableStatement(statement)) continue;
      const variable = statement.declarationList.declarations.find((item) => nameOf(item.name) === name);
      if (variable?.initializer) return values(variable.initializer, seen);
    }
    return undefined;
  }

  /** What the functions `fns` can return. */
  function returned(fns: Values, seen: Set<ts.Node>): Values {
    if (fns === null) return null;
    return joined(
      fns.map((fn) => {
        if (!ts.isFunctionLike(fn)) return null;
        if (ts.isArrowFunction(fn) && !ts.isBlock(fn.body)) return values(fn.body, seen);
        const returns = nodesOf(fn).filter(
          (node): node is ts.ReturnStatement =>
            ts.isReturnStatement(node) && ts.findAncestor(node, ts.isFunctionLike) === fn,
        );
        return joined(
          returns.map((statement) => (statement.expression ? values(statement.expression, seen) : [])),
        );
      }),
    );
  }

  /** The top-level constant `name` of `file`, or the one it imports under that name. */
  function constant(file: string, name: string, seen: Set<ts.Node>): Values {
    const source = files.get(file);
    if (!source) return null;
    const declared = declaration(source.statements, name, seen);
    if (declared !== undefined) return declared;
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        const imported =
          bindings && ts.isNamedImports(bindings)
            ? bindings.elements.find((element) => element.name.text === name)
            : undefined;
        const target = imported && moduleFile(file, statement.moduleSpecifier.text, files);
        if (imported && target) return constant(target, (imported.propertyName ?? imported.name).text, seen);
      }
    }
    return null;
  }

  /** What the elements a callback walks can be, when `fn` is given to `list.map(…)` or the like. */
  function walked(fn: ts.SignatureDeclaration, seen: Set<ts.Node>): Values {
    const call = fn.parent;
    if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return null;
    if (!WALKS.has(call.expression.name.text)) return null;
    return elements(values(call.expression.expression, seen));
  }

  /** What the arguments at `index` of the calls, or the attributes `name` of the elements, of `fn` can be. */
  function given(
    fn: ts.SignatureDeclaration,
    index: number,
    property: string | null,
    seen: Set<ts.Node>,
  ): Values {
    const fnName = ts.isFunctionDeclaration(fn)
      ? fn.name?.text
      : ts.isVariableDeclaration(fn.parent)
        ? nameOf(fn.parent.name)
        : undefined;
    if (!fnName) return null;
    const usesFn = (node: ts.Node) =>
      (ts.isCallExpression(node) && node.expression.getText() === fnName) ||
      ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText() === fnName);
    const ownFile = nodesOf(fn.getSourceFile());
    // A function exported for other modules alone is followed to their calls.
    const nodes = ownFile.some(usesFn) ? ownFile : [...files.values()].flatMap(nodesOf);
    const calls = nodes.filter(
      (node): node is ts.CallExpression =>
        ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === fnName,
    );
    const attributes = nodes.filter(
      (node): node is ts.JsxAttribute =>
        ts.isJsxAttribute(node) &&
        node.name.getText() === property &&
        ts.isJsxAttributes(node.parent) &&
        (ts.isJsxSelfClosingElement(node.parent.parent) || ts.isJsxOpeningElement(node.parent.parent)) &&
        node.parent.parent.tagName.getText() === fnName,
    );
    if (calls.length === 0 && attributes.length === 0) return null;
    const fromCalls = calls.map((call) => {
      const argument = call.arguments[index];
      if (!argument) return null;
      return property === null ? values(argument, seen) : member(values(argument, seen), property);
    });
    const fromAttributes = attributes.map((attribute) => {
      const value = attributeValue(attribute);
      return value ? values(value, seen) : null;
    });
    return joined([...fromCalls, ...fromAttributes]);
  }

  /** What the name `identifier` is bound to can be, looked up from where it is used. */
  function binding(identifier: ts.Identifier, seen: Set<ts.Node>): Values {
    const name = identifier.text;
    for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        for (const [index, parameter] of scope.parameters.entries()) {
          if (nameOf(parameter.name) === name) {
            return walked(scope, seen) ?? given(scope, index, null, seen);
          }
          if (ts.isObjectBindingPattern(parameter.name)) {
            const element = parameter.name.elements.find((item) => nameOf(item.name) === name);
            if (element) {
              const property = nameOf(element.propertyName) ?? name;
              return member(walked(scope, seen), property) ?? given(scope, index, property, seen);
            }
          }
        }
      }
      if (ts.isBlock(scope)) {
        const declared = declaration(scope.statements, name, seen);
        if (declared !== undefined) return declared;
      }
    }
    return constant(fileOf(identifier), name, seen);
  }

  /** The values of property `name` of what `objects` can be. */
  function member(objects: Values, name: string): Values {
    if (objects === null) return null;
    return joined(
      objects.map((object) => {
        if (!ts.isObjectLiteralExpression(object)) return null;
        const property = object.properties.find((item) => nameOf(item.name) === name);
        return property && ts.isPropertyAssignment(property) ? [unwrapped(property.initializer)] : null;
      }),
    );
  }

  /** What an element of the tables or lists `containers` can be. */
  function elements(containers: Values): Values {
    if (containers === null) return null;
    return joined(
      containers.map((container) => {
        if (ts.isArrayLiteralExpression(container)) return container.elements.map(unwrapped);
        if (!ts.isObjectLiteralExpression(container)) return null;
        return joined(
          container.properties.map((property) =>
            ts.isPropertyAssignment(property) ? [unwrapped(property.initializer)] : null,
          ),
        );
      }),
    );
  }

  /** The expressions `expression` can stand for, as far as the reading follows it. */
  function values(expression: ts.Expression, seen: Set<ts.Node>): Values {
    const node = unwrapped(expression);
    if (seen.has(node)) return [];
    const inner = new Set([...seen, node]);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
    if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) return [node];
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return [node];
    if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === "undefined"))
      return [];
    if (ts.isConditionalExpression(node)) {
      return joined([values(node.whenTrue, inner), values(node.whenFalse, inner)]);
    }
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
    ) {
      return joined([values(node.left, inner), values(node.right, inner)]);
    }
    if (ts.isIdentifier(node)) return binding(node, inner);
    if (ts.isPropertyAccessExpression(node)) return member(values(node.expression, inner), node.name.text);
    if (ts.isElementAccessExpression(node)) return elements(values(node.expression, inner));
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee)) {
        return callee.name.text === "find" ? elements(values(callee.expression, inner)) : null;
      }
      return returned(values(callee, inner), inner);
    }
    return null;
  }

  const uses: MessageUse[] = [];
  const unfollowed: string[] = [];
  const record = (argument: ts.Expression, options: ts.Expression | undefined) => {
    const found = values(argument, new Set());
    const texts = found?.filter(
      (value): value is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
        ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value),
    );
    if (!texts || texts.length !== found?.length) {
      unfollowed.push(`${place(argument)}: ${argument.getText().replace(/\s+/g, " ")}`);
      return;
    }
    const settings = options && ts.isObjectLiteralExpression(options) ? options.properties : [];
    const context = settings.find((item) => nameOf(item.name) === "context");
    for (const text of texts) {
      uses.push({
        key: text.text,
        counted: settings.some((item) => nameOf(item.name) === "count"),
        context:
          context && ts.isPropertyAssignment(context) && ts.isStringLiteral(context.initializer)
            ? context.initializer.text
            : null,
        at: place(argument),
      });
    }
  };

  for (const file of files.values()) {
    for (const node of nodesOf(file)) {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const calleeName = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : null;
        const [text, options] = node.arguments;
        if (text && (calleeName === "t" || (calleeName === "useTextAround" && ts.isIdentifier(callee)))) {
          record(text, calleeName === "t" ? options : node.arguments[2]);
        }
      }
      if (
        (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
        node.tagName.getText() === "TextWith"
      ) {
        const attribute = (name: string) =>
          node.attributes.properties.find(
            (item): item is ts.JsxAttribute => ts.isJsxAttribute(item) && item.name.getText() === name,
          );
        const text = attributeValue(attribute("text"));
        if (text) record(text, attributeValue(attribute("values")) ?? undefined);
      }
    }
  }
  return { uses, unfollowed };
}

/**
 * The keys `catalogue` lacks for `uses`, in a language whose plural forms are those of
 * `locale`. A text that counts needs each form, or one entry the same for all.
 */
export function missingKeys(
  uses: readonly MessageUse[],
  catalogue: Record<string, string>,
  locale: string,
): string[] {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const missing = uses.flatMap(({ key, counted, context, at }) => {
    if (context) return `${key}_${context}` in catalogue ? [] : [`${key}_${context} (${at})`];
    if (key in catalogue) return [];
    const wanted = counted ? forms.map((form) => `${key}_${form}`) : [key];
    return wanted.filter((entry) => !(entry in catalogue)).map((entry) => `${entry} (${at})`);
  });
  return [...new Set(missing)];
}
