import 'express-session';
import type { AdminSessionData } from '../services/index.js';

declare module 'express-session' {
  interface SessionData {
    /** Set at login (services.sessions); whether it still counts is decided by services.identity. */
    admin?: AdminSessionData;
  }
}
