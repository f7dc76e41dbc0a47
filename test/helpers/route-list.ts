/**
 * Lists every method + path an Express 5 router (or app) answers, by walking its layers and the
 * routers mounted inside it. The auth tests use it so a new admin route cannot be left open.
 */
import type { Express, Router } from 'express';

export interface RouteEntry {
  method: string;
  /** The full path pattern, e.g. /admin/blog-posts/:id */
  path: string;
}

interface LayerLike {
  rawPath?: string | RegExp | Array<string | RegExp>;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function pathsOf(raw: LayerLike['rawPath'] | string[] | string): string[] {
  const list = Array.isArray(raw) ? raw : [raw ?? '/'];
  return list.map((path) => {
    if (typeof path !== 'string') throw new Error(`route-list cannot follow a RegExp path (${String(path)})`);
    return path;
  });
}

export function listRoutes(router: Router | Express, prefix = ''): RouteEntry[] {
  const stack = (router as unknown as { stack?: LayerLike[]; router?: { stack: LayerLike[] } }).stack
    ?? (router as unknown as { router: { stack: LayerLike[] } }).router.stack;
  const routes: RouteEntry[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const path of pathsOf(layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (Array.isArray(layer.handle?.stack)) {
      for (const mount of pathsOf(layer.rawPath)) routes.push(...listRoutes(layer.handle as unknown as Router, join(prefix, mount)));
    }
  }
  return routes;
}

/** A concrete URL for a path pattern: every parameter becomes `id`, optional parts are kept. */
export function concretePath(pattern: string, id = '1'): string {
  return pattern
    .replace(/[{}]/g, '')
    .replace(/:[A-Za-z0-9_]+/g, id)
    .replace(/\*[A-Za-z0-9_]*/g, id);
}
