import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Comments that point elsewhere instead of saying why: an issue, a task or a ticket by number,
 * or a path outside the repository (a workspace, a sibling checkout, a notes file on one
 * machine). Neither travels with the code: the next reader has the code alone.
 */
const POINTERS: readonly [string, RegExp][] = [
  ['an issue number', /\b(?:issues?|tasks?|tickets?|bugs?|PR)\s*#?\s*\d+\b/i],
  ['an issue number', /(?:^|[\s(,[])#\d{1,5}\b(?![\w-])/],
  [
    'a path outside the repository',
    /(?:^|[\s('"`])(?:\/work\/|\/tmp\/|\/home\/|~\/|(?:\.\.\/)+shared\/)/,
  ],
];

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'artifacts']);

const listSources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED.has(name) ? [] : listSources(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** Every comment of a source text, with its line (1-based). */
export const commentsOf = (fileName: string, text: string): { line: number; text: string }[] => {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const seen = new Set<number>();
  const found: { line: number; text: string }[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const line = file.getLineAndCharacterOfPosition(range.pos).line + 1;
      found.push({ line, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    ts.forEachChild(node, visit);
  };
  visit(file);
  collect(ts.getLeadingCommentRanges(text, file.endOfFileToken.pos));
  return found.sort((a, b) => a.line - b.line);
};

/** The pointers in one text's comments, as "line: what (the comment's first words)". */
export const pointersIn = (fileName: string, text: string): string[] =>
  commentsOf(fileName, text).flatMap((comment) =>
    POINTERS.filter(([, pattern]) => pattern.test(comment.text)).map(
      ([what]) => `${comment.line}: ${what}: ${comment.text.replace(/\s+/g, ' ').slice(0, 80)}`,
    ),
  );

/** The pointers in the comments of every source file under the folders of `root`. */
export const commentPointers = (root: string, folders: readonly string[]): string[] =>
  folders.flatMap((folder) =>
    listSources(join(root, folder)).flatMap((path) => {
      const name = relative(root, path).split(sep).join('/');
      return pointersIn(name, readFileSync(path, 'utf8')).map((hit) => `${name}:${hit}`);
    }),
  );
