import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every document the repository's code and docs cite is in the repository: someone who clones it can
 * follow each citation. A citation names a file under `docs/`, and where it names a section (`§5`, or
 * words in quotes) that section is there. Names of documents the repository does not hold (the
 * design, spec, style and stack notes it was first written from) must not appear at all.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const SELF = path.relative(root, import.meta.filename);

/** Words that cite a document the repository does not hold. */
const OUTSIDE = [
  /\bDESIGN(?:\.md)?(?= §|\.md|\b(?![_-]))/,
  /\b[Ss]pec 0[12]\b/,
  /\bSTYLE\.md\b|\bSTYLE "/,
  /\bSTACK-NOTES\b/,
  /\.\.\/shared\b/,
  /\bspec\/0[12]-/,
];

/** `docs/x.md`, with an optional `§n` and an optional section named in quotes after it. */
const CITATION = /\bdocs\/([\w./-]+?\.md)(?: §(\d+(?:\.\d+)?[a-z]?))?(?: "([^"]+)")?/g;
/** A relative link in a Markdown document: `[text](path)`. */
const MARKDOWN_LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g;

const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|yml|yaml|sh)$|^\.ci\/run$/;

function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return (
    out
      .split('\n')
      // This file's own examples below are the citations it must refuse.
      .filter((file) => TEXT.test(file) && file !== 'package-lock.json' && file !== SELF)
      .filter((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile())
  );
}

const documents = new Map<string, string | null>();
function documentText(file: string): string | null {
  if (!documents.has(file)) {
    const full = path.join(root, file);
    documents.set(file, existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : null);
  }
  return documents.get(file)!;
}

/** A numbered section of a document: a heading `## 5. ...`, `### 9.16 ...` or `## 7a. ...`. */
function hasSection(text: string, section: string): boolean {
  const escaped = section.replace('.', '\\.');
  return new RegExp(`^#{2,4} ${escaped}(?:\\.|\\s)`, 'm').test(text);
}

/** What is wrong with the citations of one file's text; empty when each can be followed. */
export function problemsOf(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const outside of OUTSIDE) {
      if (outside.test(line)) problems.push(`${where} cites a document outside the repository: ${line.trim()}`);
    }
    for (const [, doc, section, words] of line.matchAll(CITATION)) {
      const target = `docs/${doc}`;
      const cited = documentText(target);
      if (cited === null) {
        problems.push(`${where} cites ${target}, which is not in the repository`);
        continue;
      }
      if (section && !hasSection(cited, section))
        problems.push(`${where} cites ${target} §${section}, which it has not`);
      if (words && !cited.includes(words)) problems.push(`${where} cites "${words}" in ${target}, which it has not`);
    }
    if (file.endsWith('.md')) {
      for (const [, link] of line.matchAll(MARKDOWN_LINK)) {
        const target = path.normalize(path.join(path.dirname(file), link!));
        if (target.startsWith('..') || (documentText(target) === null && !existsSync(path.join(root, target)))) {
          problems.push(`${where} links to ${link}, which is not in the repository`);
        }
      }
    }
  });
  return problems;
}

/** The folder beside a checkout that the refusals below name, put together so no line of this file names it. */
const BESIDE = ['..', 'shared'].join('/');

describe('citations', () => {
  it('point only at documents and sections the repository holds', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) => problemsOf(file, readFileSync(path.join(root, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('are found in code and docs: the repository cites its docs many times', () => {
    const cited = repositoryFiles()
      .filter((file) => !file.startsWith('docs/'))
      .flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(CITATION)]);
    expect(cited.length).toBeGreaterThan(300);
  });

  it.each([
    ['a design document outside', 'a.ts', '// the budget (DESIGN §8)'],
    ['a spec outside', 'a.ts', '/** spec 02 §7: the calls */'],
    ['a spec outside, capitalised', 'a.tsx', ' * Spec 01 §2 says so'],
    ['the style notes', 'a.ts', '// STYLE.md "Console"'],
    ['the stack notes', 'a.ts', '// STACK-NOTES "Build and run"'],
    ['a path beside the repository', 'a.mjs', `import x from '${BESIDE}/spec/01-core.md';`],
    ['a doc that does not exist', 'a.ts', '// docs/product/lunch-menu.md §2'],
    ['a section a doc does not have', 'a.ts', '// docs/product/news.md §12'],
    ['a design section that does not exist', 'a.ts', '// docs/design.md §9.99'],
    ['words a doc does not hold', 'a.ts', '// docs/design.md §11 "Nowhere in the doc"'],
    ['a Markdown link to nowhere', 'docs/a.md', 'See [the plan](plan.md).'],
    ['a Markdown link out of the repository', 'docs/a.md', `See [the spec](../${BESIDE}/spec.md).`],
  ])('fail on %s', (_name, file, line) => {
    expect(problemsOf(file, line)).not.toEqual([]);
  });

  it.each([
    ['a product section', '// docs/product/news.md §5'],
    ['a design subsection', '// docs/design.md §9.16'],
    ['a named part of a doc', '// docs/product/README.md "Calls"'],
    ['an environment variable that reads like a name', 'S3_FORCE_PATH_STYLE: true, DESIGN_SYSTEM: 1'],
  ])('pass %s', (_name, line) => {
    expect(problemsOf('a.ts', line)).toEqual([]);
  });
});
