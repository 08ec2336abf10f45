import type { CallDecl, Schema } from './types';

/** Declares a call; the identity function keeps its response type for `callApi`. */
export function defineCall<R extends Schema>(decl: CallDecl<R>): CallDecl<R> {
  if (decl.kind === 'extension' && !decl.degrade) {
    throw new Error(`Call ${decl.id}: an extension must say how the console degrades without it`);
  }
  return decl;
}

const PARAM = /\{([a-z_]+)\}/gi;

/** The names of a path's `{name}` parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] ?? '');
}

/**
 * A declared path with its parameters filled in, each one path segment (percent-encoded, `:` and
 * `,` kept literal for composite ids and id lists).
 */
export function fillPath(path: string, values: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Path ${path} needs {${name}}`);
    return encodeURIComponent(String(value)).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const matchers = new Map<string, RegExp>();

/** A matcher of concrete paths (`/admin/studies/7/locales`) against a declared one (compiled once). */
export function pathMatcher(path: string): RegExp {
  let known = matchers.get(path);
  if (!known) {
    known = compile(path);
    matchers.set(path, known);
  }
  return known;
}

function compile(path: string): RegExp {
  const parts = path.split(PARAM);
  // split with a capture group alternates literal text and parameter names.
  const source = parts.map((part, i) => (i % 2 === 0 ? escape(part) : '[^/]+')).join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * The declaration a request answers to: same method, matching path, and of several matches the
 * one with the most literal text (`/admin/studies/{id}/versions/latest` before `.../{v}`).
 */
export function findCall(calls: readonly CallDecl[], method: string, pathname: string): CallDecl | undefined {
  const upper = method.toUpperCase();
  let best: CallDecl | undefined;
  let bestWeight = -1;
  for (const decl of calls) {
    if (decl.method !== upper || !pathMatcher(decl.path).test(pathname)) continue;
    const weight = decl.path.replace(PARAM, '').length;
    if (weight > bestWeight) {
      best = decl;
      bestWeight = weight;
    }
  }
  return best;
}
