// The feature pages: one Markdown source per page (docs/<page>.md, listed in docs/pages.json),
// read on the repository host as is, and turned into a Ladle MDX page of the playground
// (src/docs/<page>.stories.mdx) that renders the page's examples live beside the text.
//
// In a page, HTML comments (invisible on the repository host) mark what comes from elsewhere:
//   <!-- example: src/demo/samples/BasicSample.tsx -->   then a ```tsx block: the whole file,
//                                                        rendered live in the playground
//                                                        (`…#Name` renders a named export)
//   <!-- source: consumer/src/readme/x.tsx -->           then a ```tsx block: the whole file
//   <!-- excerpt: src/demo/samples/X.tsx#region -->      then a ```tsx block: the lines between
//                                                        `// #region region` and `// #endregion`
//   <!-- include: bench/results/latest.md --> … <!-- /include -->   another Markdown file
// `npm run docs:update` fills them in and writes the MDX pages; `npm run docs:check` (in
// `npm test`) fails when a page, its MDX twin or the README is stale, when a relative link or
// an anchor does not resolve (remark-validate-links, offline), when an example is not a file
// that a test renders, or when the README grows past 10,000 characters or holds a date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import remarkValidateLinks from 'remark-validate-links';
import { unified } from 'unified';
import { engine } from 'unified-engine';
import { pages, storyId } from './docs-pages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const docsDir = join(root, 'docs');
const mdxDir = join(root, 'src/docs');
const check = process.argv.includes('--check');
const problems = [];

const read = (path) => readFileSync(join(root, path), 'utf8');

// ── Filling the marked blocks ───────────────────────────────────────────────────────────────

/** Files a test renders exactly as written: the playground's samples (a component test, the
 * docs pages in the audits, and check:consumer's app) and the consumer app's own files (its
 * unit tests and their Jest and Babel configs, which check:consumer runs, among them). */
const tested =
  /^(src\/demo\/samples\/[A-Za-z]+\.tsx|consumer\/((src|next\/app|react-router\/app|jest)\/[\w/-]+(\.(test|server|client))?\.tsx?|jest\.config\.js|babel\.config\.cjs))$/;

function excerpt(path, region) {
  const lines = read(path).split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === '// #endregion');
  if (start === -1 || end === -1) {
    throw new Error(`${path} has no "// #region ${region}" … "// #endregion"`);
  }
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^ */.exec(l)[0].length));
  return `${body.map((line) => line.slice(indent)).join('\n')}\n`;
}

const directive =
  /<!-- (example|source|excerpt): ([^\s#]+)(?:#(\w+))? -->\n\n```(\w+)\n[\s\S]*?```/g;
const include = /<!-- include: (\S+) -->\n[\s\S]*?<!-- \/include -->/g;

/** A page with every marked block filled from its file. */
function fill(text, page) {
  return text
    .replace(directive, (_, kind, path, name, lang) => {
      if (!tested.test(path)) {
        problems.push(
          `${page}: ${path} is not a file a test renders (src/demo/samples, or an app under consumer/).`,
        );
      }
      const code = kind === 'excerpt' ? excerpt(path, name) : read(path);
      const tag = name ? `${path}#${name}` : path;
      return `<!-- ${kind}: ${tag} -->\n\n\`\`\`${lang}\n${code}\`\`\``;
    })
    .replace(
      include,
      (_, path) => `<!-- include: ${path} -->\n\n${read(path).trim()}\n\n<!-- /include -->`,
    );
}

// ── The MDX twin ────────────────────────────────────────────────────────────────────────────

const jsx = (name, attributes = [], children = []) => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: attributes.map(([key, value]) =>
    typeof value === 'string'
      ? { type: 'mdxJsxAttribute', name: key, value }
      : {
          type: 'mdxJsxAttribute',
          name: key,
          value: { type: 'mdxJsxAttributeValueExpression', value: value.expression },
        },
  ),
  children,
});

/** Turns a page's Markdown into a Ladle MDX story: live examples, playground links. */
function toMdx(markdown, { file, title }) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const imports = new Map();
  const importName = (path, name) => {
    const key = `${path}#${name ?? 'default'}`;
    if (!imports.has(key)) {
      const from = relative(mdxDir, join(root, path)).replace(/\.tsx?$/, '');
      const local = `Live${imports.size}`;
      const spec = name ? `{ ${name} as ${local} }` : local;
      imports.set(key, {
        local,
        line: `import ${spec} from '${from.startsWith('.') ? from : `./${from}`}';`,
      });
    }
    return imports.get(key).local;
  };

  const children = [];
  for (const node of tree.children) {
    if (node.type === 'html') {
      const example = /^<!-- example: ([^\s#]+)(?:#(\w+))? -->$/.exec(node.value);
      if (example) {
        const [, path, name] = example;
        children.push(jsx('Example', [['file', path]], [jsx(importName(path, name))]));
      } else if (!/^<!--[\s\S]*-->$/.test(node.value)) {
        problems.push(`${file}: raw HTML is not allowed in a page (${node.value.slice(0, 40)}…)`);
      }
      continue;
    }
    children.push(node);
  }
  tree.children = children;

  // Links: another page becomes its playground story; a file of the repository, its name.
  let images = 0;
  const esm = [];
  (function visit(node, parent) {
    for (const [index, child] of (node.children ?? []).entries()) {
      if (child.type === 'link' && !/^(https?:|mailto:|#)/.test(child.url)) {
        const [path, hash] = child.url.split('#');
        const target = pages.find((page) => page.file === path);
        if (target) child.url = `?story=${storyId(target.title)}${hash ? `#${hash}` : ''}`;
        else node.children.splice(index, 1, ...child.children);
      }
      if (child.type === 'image' && !/^https?:/.test(child.url)) {
        const local = `image${images++}`;
        esm.push(`import ${local} from '${relative(mdxDir, join(docsDir, child.url))}';`);
        node.children[index] = {
          type: 'mdxJsxTextElement',
          name: 'img',
          attributes: [
            {
              type: 'mdxJsxAttribute',
              name: 'src',
              value: { type: 'mdxJsxAttributeValueExpression', value: local },
            },
            { type: 'mdxJsxAttribute', name: 'alt', value: child.alt ?? '' },
          ],
          children: [],
        };
      }
      visit(child, node);
    }
    return parent;
  })(tree);

  const header = [
    "import { Meta } from '@ladle/react';",
    "import { Example } from './Example';",
    ...[...imports.values()].map(({ line }) => line),
    ...esm,
  ].join('\n');
  tree.children.unshift(
    { type: 'mdxjsEsm', value: header },
    jsx('Meta', [['title', `Docs/${title}`]]),
  );
  const body = unified()
    .use(remarkGfm)
    .use(remarkMdx)
    .use(remarkStringify, { bullet: '-', fences: true })
    .stringify(tree);
  return `{/* Generated by \`npm run docs:update\` from docs/${file}. Do not edit by hand. */}\n\n${body}`;
}

// ── The README's rules ──────────────────────────────────────────────────────────────────────

const README_LIMIT = 10_000;
/** A date or a clock time: figures with a date belong in bench/results/ and commit messages. */
const dated = /\b20\d\d-\d\d-\d\d\b|\b\d\d:\d\d UTC\b/;

function checkProse(path, text) {
  const outsideIncludes = text.replace(include, '');
  const line = outsideIncludes.split('\n').find((l) => dated.test(l));
  if (line !== undefined)
    problems.push(`${path} holds a date (dated figures go in bench/results/): ${line.trim()}`);
}

// ── Run ─────────────────────────────────────────────────────────────────────────────────────

const outputs = [];
const listed = new Set(pages.map(({ file }) => file));
for (const file of readdirSync(docsDir).filter((name) => name.endsWith('.md'))) {
  if (!listed.has(file)) problems.push(`docs/${file} is not listed in docs/pages.json`);
}
const ids = new Set();
for (const page of pages) {
  const path = join(docsDir, page.file);
  const id = storyId(page.title);
  if (ids.has(id)) problems.push(`docs/pages.json: two pages are titled "${page.title}"`);
  ids.add(id);
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    problems.push(`docs/pages.json lists docs/${page.file}, which does not exist`);
    continue;
  }
  const filled = fill(text, `docs/${page.file}`);
  checkProse(`docs/${page.file}`, filled);
  outputs.push([path, filled]);
  outputs.push([join(mdxDir, `${basename(page.file, '.md')}.stories.mdx`), toMdx(filled, page)]);
}
for (const stale of readdirSync(mdxDir).filter((name) => name.endsWith('.stories.mdx'))) {
  if (!outputs.some(([path]) => path === join(mdxDir, stale))) {
    problems.push(`src/docs/${stale} has no page in docs/pages.json: delete it`);
  }
}

const readme = read('README.md');
if (readme.length > README_LIMIT) {
  problems.push(`README.md is ${readme.length} characters; keep it within ${README_LIMIT}.`);
}
checkProse('README.md', readme);
checkProse('CONTRIBUTING.md', read('CONTRIBUTING.md'));

if (check) {
  for (const [path, text] of outputs) {
    let current = '';
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // Missing counts as stale.
    }
    if (current !== text)
      problems.push(`${relative(root, path)} is stale: run \`npm run docs:update\`.`);
  }
} else {
  for (const [path, text] of outputs) writeFileSync(path, text);
}

// Every relative link and anchor of the Markdown resolves (files on disk, headings of pages).
const linked = await new Promise((resolve, reject) => {
  engine(
    {
      processor: unified().use(remarkParse).use(remarkGfm).use(remarkStringify),
      plugins: [[remarkValidateLinks, { repository: false, root }]],
      files: ['README.md', 'CONTRIBUTING.md', 'docs/*.md', 'bench/results/*.md'],
      cwd: root,
      extensions: ['md'],
      color: false,
      quiet: true,
      silent: false,
      out: false,
      streamError: new PassThrough(),
      ignoreName: '.remarkignore',
    },
    (error, code, context) => (error ? reject(error) : resolve(context)),
  );
});
for (const file of linked.files) {
  for (const message of file.messages) {
    problems.push(`${relative(root, file.path)}:${message.line ?? '?'}: ${message.reason}`);
  }
}

if (problems.length > 0) {
  console.error(
    `docs${check ? ':check' : ':update'}: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `${check ? 'Docs up to date' : 'Wrote the docs'}: ${pages.length} pages, README ${readme.length} characters, links resolve.`,
);
