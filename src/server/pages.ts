/**
 * The page layer on Express: Vike renders every page on the server with the services and site
 * settings in its pageContext. Development runs Vite's dev server (hot reload); production
 * serves the build, with hashed assets cached for a year.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Config } from '../config/config.js';
import type { Services } from '../services/index.js';

export interface PageHandlers {
  handlers: RequestHandler[];
  close: () => Promise<void>;
}

export function buildDir(config: Config): string {
  return join(config.rootDir, process.env.BUILD_DIR || 'dist');
}

export async function createPageHandlers({ config, services, dev }: { config: Config; services: Services; dev: boolean }): Promise<PageHandlers> {
  const handlers: RequestHandler[] = [];
  let close = async () => undefined as void;

  if (dev) {
    const { createDevMiddleware } = await import('vike/server');
    const { devMiddleware, viteServer } = await createDevMiddleware({ root: config.rootDir });
    handlers.push(devMiddleware as unknown as RequestHandler);
    close = () => viteServer.close();
  } else {
    const dir = buildDir(config);
    const entry = join(dir, 'server', 'entry.mjs');
    if (!existsSync(entry)) throw new Error(`No page build at ${entry}: run "npm run build" first`);
    await import(pathToFileURL(entry).href);
    // Hashed file names under /assets never change: a year, immutable. Everything else: an hour.
    const assets = express.Router();
    assets.use('/assets', express.static(join(dir, 'client', 'assets'), { immutable: true, maxAge: '1y', index: false }));
    handlers.push(assets);
    handlers.push(express.static(join(dir, 'client'), { maxAge: '1h', index: false }));
  }

  const { renderPage } = await import('vike/server');
  handlers.push(async (req: Request, res: Response, next: NextFunction) => {
    try {
      const admin = req.session?.adminId ? { username: req.session.username ?? '' } : null;
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        services,
        site: config.site,
        admin,
      });
      const { httpResponse } = pageContext;
      if (!httpResponse) return next();
      res.status(httpResponse.statusCode);
      for (const [name, value] of httpResponse.headers) res.setHeader(name, value);
      httpResponse.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return { handlers, close };
}
