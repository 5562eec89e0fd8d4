// The public API, read from src/index.ts with TypeScript's own checker, written twice:
// - etc/paginated-table.api.md, the report for review: every export's declaration (valid
//   TypeScript, comments stripped, computed names resolved) and the package's own types they
//   refer to that are not exported (the kinds of `Column`, say). A change to the public surface
//   shows up as a diff in review, as Fluent UI does with API Extractor.
// - docs/api.md, the reference for users: every export with its JSDoc, and a table of every
//   prop, option, field and return value with its type, `@default` and description.
// `--check` fails when either file is stale, an export or a member has no description, or an
// optional prop or option has no `@default`; `npm test` runs it.
//
// Why not API Extractor or TypeDoc: both want the kinds of `Column` exported (or a plugin) to
// show them, neither knows a React component's props from its signature, and api-documenter
// writes a page per member. A walk over the checker's view does exactly what the reference
// needs, in one file, with no dependency beyond TypeScript.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { slug } from 'github-slugger';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}src/index.ts`;
const reportPath = `${root}etc/paginated-table.api.md`;
const referencePath = `${root}docs/api.md`;

const program = ts.createProgram([entry], {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  jsxImportSource: '@emotion/react',
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  skipLibCheck: true,
  noEmit: true,
  types: [],
});
const checker = program.getTypeChecker();
const source = program.getSourceFile(entry);
if (!source) throw new Error(`Cannot read ${entry}`);
const moduleSymbol = checker.getSymbolAtLocation(source);
if (!moduleSymbol) throw new Error('src/index.ts has no exports');

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const flags =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The package's own files: anything else (React's, the DOM's) is not ours to document. */
const isOurs = (node) => !node.getSourceFile().fileName.includes('/node_modules/');
const relative = (node) => node.getSourceFile().fileName.slice(root.length);
/** `import("…").Name` → `Name`: the report names types as the source does. */
const unqualify = (text) => text.replace(/import\("[^"]+"\)\./g, '');
const typeText = (type, at) => unqualify(checker.typeToString(type, at, flags));

const problems = [];

// ── Reading declarations ────────────────────────────────────────────────────────────────────

/** The JSDoc of a declaration; for a `const`, of its variable statement. */
function docOf(symbol, declaration) {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  if (text !== '') return text;
  const statement = declaration.parent?.parent;
  if (statement && ts.isVariableStatement(statement)) {
    const [doc] = ts.getJSDocCommentsAndTags(statement).filter(ts.isJSDoc);
    if (doc) return ts.getTextOfJSDocComment(doc.comment)?.trim() ?? '';
  }
  return '';
}

/** `@default` of a member, as written (`none (required)` counts as none). */
function defaultOf(symbol) {
  const tag = symbol.getJsDocTags(checker).find(({ name }) => name === 'default');
  if (!tag) return undefined;
  const text = ts.displayPartsToString(tag.text).trim();
  return /^none \(required\)$/.test(text) ? undefined : text;
}

/** A computed member name (`[LABEL_ATTRIBUTE]`) as the string it stands for. */
function resolvedName(name) {
  if (!ts.isComputedPropertyName(name)) return name.getText();
  const type = checker.getTypeAtLocation(name.expression);
  return type.isStringLiteral() ? `'${type.value}'` : name.getText();
}

/** A declaration printed without comments, with computed names resolved. */
function printDeclaration(declaration) {
  let text = printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile());
  ts.forEachChild(declaration, function visit(node) {
    if (ts.isComputedPropertyName(node)) {
      text = text.replace(node.getText(), resolvedName(node));
    }
    ts.forEachChild(node, visit);
  });
  return text.replace(/^export (declare )?/gm, '');
}

/** What a `const` is made with: `forwardRef<El, Props>(…)` or Emotion's `styled.tag`. */
function componentOfConst(declaration) {
  const init = declaration.initializer;
  if (!init) return undefined;
  if (ts.isCallExpression(init) && init.expression.getText() === 'forwardRef') {
    const [element, props] = init.typeArguments ?? [];
    if (element && props) return { kind: 'forwardRef', element, props };
  }
  const styledTag = /^styled\.(\w+)/.exec(init.getText());
  if (styledTag) return { kind: 'styled', tag: styledTag[1] };
  return undefined;
}

/**
 * Every member of `type` declared in our files: name, type, optional, default, description.
 * Members from React's DOM types are left out; `inherited` says there were some.
 */
function membersOf(type) {
  const members = [];
  let inherited = false;
  for (const property of checker.getPropertiesOfType(type)) {
    const declaration = property.declarations?.[0];
    if (!declaration) continue;
    if (!isOurs(declaration)) {
      inherited = true;
      continue;
    }
    // `cell?: undefined` and the like only tell the kinds of a union apart.
    if (declaration.type?.kind === ts.SyntaxKind.UndefinedKeyword) continue;
    const name =
      declaration.name && ts.isComputedPropertyName(declaration.name)
        ? resolvedName(declaration.name).replace(/^'|'$/g, '')
        : property.getName();
    const annotation = declaration.type
      ? unqualify(declaration.type.getText())
      : typeText(checker.getTypeOfSymbolAtLocation(property, declaration), declaration);
    members.push({
      name,
      // An optional prop's `| undefined` goes without saying; a result's says it may be absent.
      type: annotation.replace(/\s+/g, ' ').replace(/ \| undefined$/, ''),
      written: annotation.replace(/\s+/g, ' '),
      optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
      default: defaultOf(property),
      description: ts.displayPartsToString(property.getDocumentationComment(checker)).trim(),
      from: relative(declaration),
    });
  }
  return { members, inherited };
}

/** The element whose props a props type takes on (`ComponentPropsWithoutRef<'div'>`). */
function elementOfProps(typeName) {
  const declaration = exports.find(({ name }) => name === typeName)?.declaration;
  const text = declaration ? declaration.getText() : (typeName ?? '');
  return /ComponentPropsWithoutRef<'(\w+)'>/.exec(text)?.[1];
}

// ── The exports ─────────────────────────────────────────────────────────────────────────────

const CATEGORIES = [
  ['src/PaginatedTable/sizing/', 'Column sizing hook'],
  ['src/PaginatedTable/', 'The table and its columns'],
  ['src/pagination/', 'Load more in the URL'],
  ['src/primitives/', 'Primitives'],
  ['src/i18n/', 'Locales and messages'],
  ['src/theme/', 'Themes and tokens'],
];
const categoryOf = (file) => CATEGORIES.find(([prefix]) => file.startsWith(prefix))?.[1] ?? 'Other';

const exports = [];
for (const exported of checker.getExportsOfModule(moduleSymbol)) {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const declaration = symbol.declarations?.[0];
  if (!declaration) continue;
  exports.push({ name: exported.getName(), symbol, declaration, from: relative(declaration) });
}
exports.sort((a, b) => a.name.localeCompare(b.name));
const exportedNames = new Set(exports.map(({ name }) => name));

/** How an export is declared, as valid TypeScript, plus what the reference tabulates. */
function describe({ name, symbol, declaration }) {
  const isType =
    ts.isInterfaceDeclaration(declaration) ||
    ts.isTypeAliasDeclaration(declaration) ||
    ts.isEnumDeclaration(declaration);
  if (isType) return { kind: 'type', text: printDeclaration(declaration) };

  if (ts.isFunctionDeclaration(declaration)) {
    const signature = checker.getSignatureFromDeclaration(declaration);
    const typeParameters = declaration.typeParameters
      ? `<${declaration.typeParameters.map((parameter) => parameter.getText()).join(', ')}>`
      : '';
    const isHook = /^use[A-Z]/.test(name);
    const parameters = declaration.parameters.map((parameter) => {
      const label = ts.isIdentifier(parameter.name)
        ? parameter.name.text
        : isHook
          ? 'options'
          : 'props';
      const optional = parameter.questionToken || parameter.initializer ? '?' : '';
      const annotation = parameter.type
        ? parameter.type.getText()
        : typeText(checker.getTypeAtLocation(parameter), parameter);
      return { label, optional, annotation, parameter };
    });
    const returns = declaration.type
      ? declaration.type.getText()
      : typeText(checker.getReturnTypeOfSignature(signature), declaration);
    const list = parameters.map((p) => `${p.label}${p.optional}: ${p.annotation}`).join(', ');
    const text = `declare function ${name}${typeParameters}(${list}): ${returns};`;
    const first = parameters[0];
    const isComponent = /^[A-Z]/.test(name);
    return {
      kind: isComponent ? 'component' : isHook ? 'hook' : 'function',
      text,
      input: first && checker.getTypeAtLocation(first.parameter),
      inputName: first?.annotation,
      output: isHook ? checker.getReturnTypeOfSignature(signature) : undefined,
      outputName: returns,
    };
  }

  const made = ts.isVariableDeclaration(declaration) ? componentOfConst(declaration) : undefined;
  if (made?.kind === 'forwardRef') {
    const props = made.props.getText();
    return {
      kind: 'component',
      text: `declare const ${name}: ForwardRefExoticComponent<${props} & RefAttributes<${made.element.getText()}>>;`,
      input: checker.getTypeFromTypeNode(made.props),
      inputName: props,
    };
  }
  if (made?.kind === 'styled') {
    return {
      kind: 'component',
      text: `declare const ${name}: StyledComponent<{ theme?: Theme; as?: ElementType }, JSX.IntrinsicElements['${made.tag}']>;`,
      element: made.tag,
    };
  }
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return { kind: 'const', text: `declare const ${name}: ${typeText(type, declaration)};` };
}

// ── Our types the exports refer to without exporting them ───────────────────────────────────

/** The parts of a declaration that make its type: never a function's body or a value. */
function signatureParts(declaration) {
  if (ts.isFunctionDeclaration(declaration)) {
    return [...(declaration.typeParameters ?? []), ...declaration.parameters, declaration.type];
  }
  if (ts.isVariableDeclaration(declaration)) {
    const init = declaration.initializer;
    const typeArguments = init && ts.isCallExpression(init) ? (init.typeArguments ?? []) : [];
    return [declaration.type, ...typeArguments];
  }
  return [declaration];
}

/** Declarations of the package's own types and values that exported declarations name. */
function referencedInternals(declarations) {
  const found = new Map();
  const queue = declarations.flatMap(signatureParts);
  while (queue.length > 0) {
    const node = queue.shift();
    ts.forEachChild(node, function visit(child) {
      const reference = ts.isTypeReferenceNode(child)
        ? child.typeName
        : ts.isTypeQueryNode(child)
          ? child.exprName
          : ts.isExpressionWithTypeArguments(child)
            ? child.expression
            : undefined;
      if (reference) {
        let symbol = checker.getSymbolAtLocation(reference);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias)
          symbol = checker.getAliasedSymbol(symbol);
        const target = symbol?.declarations?.[0];
        const name = symbol?.getName();
        if (
          target &&
          name &&
          isOurs(target) &&
          !exportedNames.has(name) &&
          !found.has(name) &&
          (ts.isInterfaceDeclaration(target) ||
            ts.isTypeAliasDeclaration(target) ||
            ts.isVariableDeclaration(target))
        ) {
          found.set(name, { name, symbol, declaration: target, from: relative(target) });
          queue.push(...signatureParts(target));
        }
      }
      ts.forEachChild(child, visit);
    });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

// ── The report ──────────────────────────────────────────────────────────────────────────────

const described = exports.map((entry) => ({ ...entry, ...describe(entry) }));
const internals = referencedInternals(exports.map(({ declaration }) => declaration)).map(
  (entry) => ({
    ...entry,
    text: ts.isVariableDeclaration(entry.declaration)
      ? `declare const ${entry.name}: ${typeText(checker.getTypeOfSymbolAtLocation(entry.symbol, entry.declaration), entry.declaration)};`
      : printDeclaration(entry.declaration),
  }),
);

const block = ({ name, text, from }) => [
  `## ${name}`,
  '',
  `From \`${from}\`.`,
  '',
  '```ts',
  text,
  '```',
  '',
];
const report = [
  '# paginated-table: public API report',
  '',
  '<!-- Generated by `npm run api:update` from src/index.ts. Do not edit by hand. -->',
  '',
  'Every export of `src/index.ts`, then the types of ours they refer to that are not exported.',
  'The reference for readers, with descriptions and defaults, is [docs/api.md](../docs/api.md).',
  '',
  ...described.flatMap(block),
  '# Referenced, not exported',
  '',
  ...internals.flatMap(block),
].join('\n');

// ── The reference ───────────────────────────────────────────────────────────────────────────

const anchor = (name) => slug(name);
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/**
 * A table of members; a missing description or `@default` is a problem to report. A hook's result
 * (`needDefaults: false`) has no defaults: its table gives each member's type as written.
 */
function memberTable(owner, { members }, { needDefaults }) {
  for (const member of members) {
    if (member.description === '') {
      problems.push(`${owner}.${member.name} has no description (${member.from}).`);
    }
    if (needDefaults && member.optional && member.default === undefined) {
      problems.push(`${owner}.${member.name} is optional but has no @default (${member.from}).`);
    }
  }
  if (members.length === 0) return [];
  if (!needDefaults) {
    return [
      '| Name | Type | Description |',
      '| --- | --- | --- |',
      ...members.map(
        (member) =>
          `| ${code(member.name)} | ${cell(code(member.written))} | ${cell(member.description)} |`,
      ),
      '',
    ];
  }
  return [
    '| Name | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...members.map(
      (member) =>
        `| ${code(member.name)} | ${cell(code(member.type))} | ${
          member.optional ? cell(member.default ?? '') : 'required'
        } | ${cell(member.description)} |`,
    ),
    '',
  ];
}

/** The interfaces a component's props or a hook's options and result are documented under. */
const documentedWith = new Map();

function referenceEntry(entry) {
  const lines = [`### ${entry.name}`, ''];
  const description = docOf(entry.symbol, entry.declaration);
  if (description === '') problems.push(`Export ${entry.name} has no JSDoc (${entry.from}).`);
  else lines.push(description, '');
  lines.push('```ts', entry.text, '```', '');

  if (entry.kind === 'component' && entry.element) {
    lines.push(
      `Takes every prop of \`<${entry.element}>\`, and the theme from Emotion's context.`,
      '',
    );
  } else if (entry.kind === 'component' && entry.input) {
    const props = membersOf(entry.input);
    lines.push('**Props**', '', ...memberTable(entry.name, props, { needDefaults: true }));
    if (props.inherited) {
      const element = elementOfProps(entry.inputName);
      lines.push(
        element
          ? `And every prop of \`<${element}>\`, passed on to it.`
          : 'And every prop of the element it renders, passed on to it.',
        '',
      );
    }
  } else if (entry.kind === 'hook') {
    if (entry.input) {
      lines.push(
        `**Options** (\`${entry.inputName}\`)`,
        '',
        ...memberTable(entry.name, membersOf(entry.input), { needDefaults: true }),
      );
    }
    if (entry.output) {
      lines.push(
        `**Returns** (\`${entry.outputName}\`)`,
        '',
        ...memberTable(entry.name, membersOf(entry.output), { needDefaults: false }),
      );
    }
  } else if (entry.kind === 'type') {
    lines.push(...typeDetails(entry));
  }
  return lines;
}

/** A type's members, or for `Column` each kind's, unless a component or hook shows them. */
function typeDetails(entry) {
  const owner = documentedWith.get(entry.name);
  if (owner) return [`Documented with [\`${owner}\`](#${anchor(owner)}).`, ''];
  const { declaration } = entry;
  if (ts.isTypeAliasDeclaration(declaration) && ts.isUnionTypeNode(declaration.type)) {
    const kinds = declaration.type.types.filter(ts.isTypeReferenceNode);
    const ours = kinds
      .map((kind) => checker.getSymbolAtLocation(kind.typeName))
      .filter((symbol) => symbol?.declarations?.[0] && isOurs(symbol.declarations[0]))
      .filter((symbol) => ts.isInterfaceDeclaration(symbol.declarations[0]));
    if (ours.length > 0 && ours.length === kinds.length) {
      return ours.flatMap((symbol) => {
        const kindDeclaration = symbol.declarations[0];
        return [
          `**${symbol.getName()}**: ${docOf(symbol, kindDeclaration)}`,
          '',
          ...memberTable(
            `${entry.name} (${symbol.getName()})`,
            membersOf(checker.getDeclaredTypeOfSymbol(symbol)),
            { needDefaults: true },
          ),
        ];
      });
    }
  }
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeLiteralNode(declaration.type ?? {})) {
    const type = checker.getDeclaredTypeOfSymbol(entry.symbol);
    return memberTable(entry.name, membersOf(type), { needDefaults: true });
  }
  return [];
}

// Props, options and results are shown with their component or hook.
for (const entry of described) {
  for (const key of ['inputName', 'outputName']) {
    const typeName = entry[key]?.replace(/<.*$/, '');
    if (typeName && exportedNames.has(typeName) && entry.kind !== 'const') {
      documentedWith.set(typeName, entry.name);
    }
  }
}

const byCategory = new Map(CATEGORIES.map(([, category]) => [category, []]));
for (const entry of described) {
  const category = categoryOf(entry.from);
  if (!byCategory.has(category)) byCategory.set(category, []);
  byCategory.get(category).push(entry);
}
const populated = [...byCategory].filter(([, entries]) => entries.length > 0);
const reference = [
  '# API reference',
  '',
  '<!-- Generated by `npm run api:update` from the types and JSDoc of src/index.ts. Do not edit by hand. -->',
  '',
  'Every export of `paginated-table`, grouped by what it is for. Each component lists its props,',
  'each hook its options and what it returns, with their types, defaults and descriptions.',
  '"required" in the Default column means the prop must be given.',
  '',
  ...populated.flatMap(([category, entries]) => [
    `- [${category}](#${anchor(category)}): ${entries.map(({ name }) => `[\`${name}\`](#${anchor(name)})`).join(', ')}`,
  ]),
  '',
  ...populated.flatMap(([category, entries]) => [
    `## ${category}`,
    '',
    ...entries.flatMap(referenceEntry),
  ]),
  '## Types used above',
  '',
  'Types of the package that the exports above refer to without exporting them.',
  '',
  ...internals.flatMap((entry) => {
    const description = docOf(entry.symbol, entry.declaration);
    if (description === '') problems.push(`${entry.name} has no JSDoc (${entry.from}).`);
    return [`### ${entry.name}`, '', description, '', '```ts', entry.text, '```', ''];
  }),
]
  .join('\n')
  .replace(/\n+$/, '\n');

// ── Write, or check ─────────────────────────────────────────────────────────────────────────

// The report is for review as TypeScript: every block must parse.
for (const { name, text } of [...described, ...internals]) {
  const { diagnostics = [] } = ts.transpileModule(text, {
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve },
  });
  for (const diagnostic of diagnostics) {
    problems.push(
      `The report's ${name} is not valid TypeScript: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    );
  }
}

const outputs = [
  [reportPath, `${report.replace(/\n+$/, '')}\n`],
  [referencePath, reference],
];
if (process.argv.includes('--check')) {
  const stale = outputs.filter(([path, text]) => {
    try {
      return readFileSync(path, 'utf8') !== text;
    } catch {
      return true;
    }
  });
  for (const [path] of stale) {
    problems.push(`${path.slice(root.length)} is stale: run \`npm run api:update\` and commit it.`);
  }
  if (problems.length > 0) {
    console.error(`api:check: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`API report and reference up to date: ${exports.length} exports.`);
} else {
  for (const [path, text] of outputs) writeFileSync(path, text);
  console.log(`Wrote ${outputs.map(([path]) => path.slice(root.length)).join(' and ')}.`);
  if (problems.length > 0)
    console.warn(`To fix before api:check passes:\n  ${problems.join('\n  ')}`);
}
