import type { Viewer } from '../services/index.js';

declare global {
  namespace Express {
    interface Request {
      /** Who is asking, decided once per request by the identify middleware. */
      viewer: Viewer;
    }
  }
}

export {};
