import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import of one file: the specifier as written and the file it resolves to (root-relative). */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

/** Every .ts/.tsx file under a root (paths relative to it, '/'-separated) and its relative imports. */
export interface ImportGraph {
  root: string;
  files: string[];
  edges: ImportEdge[];
}

const SOURCE = /\.tsx?$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const listSources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : listSources(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const toKey = (root: string, path: string) => relative(root, path).split(sep).join('/');

/**
 * The source file a relative specifier names, or undefined (a stylesheet, an asset). Node's
 * ESM style names a TypeScript file by its output (`./x.js` for x.ts), so that is tried too.
 */
const resolveSpecifier = (fromFile: string, specifier: string): string | undefined => {
  const named = resolve(dirname(fromFile), specifier);
  const base = named.endsWith('.js') ? named.slice(0, -'.js'.length) : named;
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return undefined;
};

/**
 * Reads every TypeScript file under `root` and the relative imports it makes: static imports,
 * re-exports, `import type` and dynamic `import()` alike (ts.preProcessFile finds them all).
 * Package imports are left out: the rules are about the tree's own folders.
 */
export const readImportGraph = (root: string): ImportGraph => {
  const absRoot = resolve(root);
  const paths = listSources(absRoot);
  const edges = paths.flatMap((path) =>
    ts
      .preProcessFile(readFileSync(path, 'utf8'), true, true)
      .importedFiles.map((ref) => ref.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => {
        const target = resolveSpecifier(path, specifier);
        if (!target) return [];
        return [{ from: toKey(absRoot, path), to: toKey(absRoot, target), specifier }];
      }),
  );
  return { root: absRoot, files: paths.map((path) => toKey(absRoot, path)).sort(), edges };
};

/** A rule answers why an edge is not allowed, or undefined when it is. */
export type EdgeRule = (from: string, to: string) => string | undefined;

/** The edges a rule refuses, each as "from -> to: reason". */
export const forbiddenEdges = (graph: ImportGraph, rule: EdgeRule): string[] =>
  graph.edges.flatMap(({ from, to }) => {
    const reason = rule(from, to);
    return reason ? [`${from} -> ${to}: ${reason}`] : [];
  });

/**
 * Import cycles between the groups that `groupOf` puts files in (the file itself by default),
 * each as the list of its groups; found with Tarjan's strongly connected components.
 */
export const findCycles = (
  graph: ImportGraph,
  groupOf: (file: string) => string = (file) => file,
): string[][] => {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of graph.edges) {
    const [a, b] = [groupOf(from), groupOf(to)];
    if (a === b) continue;
    if (!next.has(a)) next.set(a, new Set());
    next.get(a)?.add(b);
  }
  return stronglyConnected(next).filter((component) => component.length > 1);
};

const stronglyConnected = (next: Map<string, Set<string>>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) visit(target);
      if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return components;
};
